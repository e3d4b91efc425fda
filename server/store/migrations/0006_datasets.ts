import type { Migration } from './types';

/** Applied as a no-op by earlier versions (reserved for: datasets: tables/columns/metrics (issues 4 and 5).). Kept so that data folders migrated by them stay in step; the real tables are in later migrations. */
export const datasets: Migration = {
  version: 6,
  name: 'datasets',
  async up() {
    // Intentionally empty: see the comment above.
  },
};
