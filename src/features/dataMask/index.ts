/** The data mask's public surface: the filter state charts on a dashboard read. */
export { dataMaskReducer } from './dataMaskSlice';
