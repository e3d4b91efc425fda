export { DataPager } from './DataPager';
export { DATA_PAGE_SIZE, rowsOfPage } from './pageRange';
