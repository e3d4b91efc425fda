import type { Migration } from './types';

/** Tables of datasets (owned by the datasets work; fill in up()). */
export const datasetTables: Migration = {
  version: 10,
  name: 'datasets',
  async up(tx) {
    void tx;
  },
};
