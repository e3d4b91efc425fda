import type { Migration } from './types';

/** Placeholder: saved queries (SQL Lab, issue 4). Filled in by the feature that owns it. */
export const savedQueries: Migration = {
  version: 5,
  name: 'saved_queries',
  async up() {
    // Tables are added by the feature that owns this migration.
  },
};
