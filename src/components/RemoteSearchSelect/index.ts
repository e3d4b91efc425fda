export {
  RemoteSearchSelect,
  REMOTE_SEARCH_DEBOUNCE_MS,
  type RemoteSearchOption,
  type RemoteSearchSelectProps,
} from './RemoteSearchSelect';
export { useDebouncedValue } from './useDebouncedValue';
export { useDatasetOptions } from './useDatasetOptions';
