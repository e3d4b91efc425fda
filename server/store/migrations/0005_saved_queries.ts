import type { Migration } from './types';

/** Applied as a no-op by earlier versions (reserved for: saved queries (SQL Lab, issue 4).). Kept so that data folders migrated by them stay in step; the real tables are in later migrations. */
export const savedQueries: Migration = {
  version: 5,
  name: 'saved_queries',
  async up() {
    // Intentionally empty: see the comment above.
  },
};
