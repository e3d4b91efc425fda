export { Select, default } from './Select';
export type { SelectProps, SelectValue } from './Select';
export { DEFAULT_TOKEN_SEPARATORS, SELECT_ALL_LABEL, SELECT_ALL_VALUE, keepValuesAmongChoices } from './rules';
export type { SelectMode, SelectOption, SelectRawValue } from './rules';
