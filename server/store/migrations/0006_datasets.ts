import type { Migration } from './types';

/** Placeholder: datasets: tables/columns/metrics (issues 4 and 5). Filled in by the feature that owns it. */
export const datasets: Migration = {
  version: 6,
  name: 'datasets',
  async up() {
    // Tables are added by the feature that owns this migration.
  },
};
