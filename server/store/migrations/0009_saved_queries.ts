import type { Migration } from './types';

/** Tables of saved_queries (owned by the saved_queries work; fill in up()). */
export const savedQueriesTables: Migration = {
  version: 9,
  name: 'saved_queries',
  async up(tx) {
    void tx;
  },
};
