export { RemoteSearchSelect, REMOTE_SEARCH_DEBOUNCE_MS, type RemoteSearchOption } from './RemoteSearchSelect';
export { useDebouncedValue } from './useDebouncedValue';
export { useDatasetOptions } from './useDatasetOptions';
