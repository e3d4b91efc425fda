import type { Migration } from './types';

/** Placeholder: charts, favourites, explore form-data cache (issue 5). Filled in by the feature that owns it. */
export const charts: Migration = {
  version: 7,
  name: 'charts',
  async up() {
    // Tables are added by the feature that owns this migration.
  },
};
