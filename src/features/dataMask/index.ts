/** The data mask's public surface: the filter state charts on a dashboard read, its actions and rules. */
export {
  dataMaskReducer,
  dataMaskHydrated,
  dataMaskUpdated,
  dataMaskCleared,
  dataMasksCleared,
  filterConfigSaved,
} from './dataMaskSlice';
export type { DataMaskState } from './dataMaskTypes';
export { maskForDatasource } from './maskForDatasource';
