import type { Migration } from './types';

/** Tables of charts (owned by the charts work; fill in up()). */
export const chartTables: Migration = {
  version: 11,
  name: 'charts',
  async up(tx) {
    void tx;
  },
};
