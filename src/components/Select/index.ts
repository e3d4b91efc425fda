export { Select } from './Select';
export type { SelectValue } from './Select';
export type { SelectOption } from './rules';
