export { PlainTable, type PlainTableColumn } from './PlainTable';
