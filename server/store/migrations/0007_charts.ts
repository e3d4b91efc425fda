import type { Migration } from './types';

/** Applied as a no-op by earlier versions (reserved for: charts, favourites, explore form-data cache (issue 5).). Kept so that data folders migrated by them stay in step; the real tables are in later migrations. */
export const charts: Migration = {
  version: 7,
  name: 'charts',
  async up() {
    // Intentionally empty: see the comment above.
  },
};
