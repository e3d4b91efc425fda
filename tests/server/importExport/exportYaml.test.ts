import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildExportBundle } from '../../../server/services/importExport/exportBundle';

type ExportStore = Parameters<typeof buildExportBundle>[0];

/** A store with nothing in it: the bundle holds only metadata.yaml. */
const emptyStore = {
  charts: { findByIds: () => Promise.resolve([]) },
  datasets: { findByIds: () => Promise.resolve([]) },
  databases: { findById: () => Promise.resolve(null) },
} as unknown as ExportStore;

describe('export bundle YAML', () => {
  it("quotes metadata.yaml's timestamp, which Superset's PyYAML (YAML 1.1) would otherwise load as a datetime", async () => {
    const bundle = await buildExportBundle(emptyStore, 'dashboard', {}, new Date('2025-01-02T03:04:05Z'));
    const [text] = Object.values(unzipSync(bundle.zip)).map((bytes) => strFromU8(bytes));
    expect(text).toContain('timestamp: "2025-01-02T03:04:05.000000+00:00"');
  });
});
