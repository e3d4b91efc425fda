/** A refused import's message, as Superset 6.1 words it (problems printed as Python prints them). */
import { describe, expect, it } from 'vitest';
import { importErrorMessage, pythonRepr } from '../../../server/services/importExport/importErrorMessage';

describe('pythonRepr', () => {
  it('prints JSON-like values as Python does', () => {
    expect(pythonRepr({ _schema: ['Must provide a password for the database'] })).toBe(
      "{'_schema': ['Must provide a password for the database']}",
    );
    expect(pythonRepr([1, true, false, null])).toBe('[1, True, False, None]');
    expect(pythonRepr("it's")).toBe('"it\'s"');
    expect(pythonRepr('say "it\'s"')).toBe("'say \"it\\'s\"'");
    expect(pythonRepr('a\\b\nc')).toBe("'a\\\\b\\nc'");
  });
});

describe('importErrorMessage', () => {
  it('names every file with its problem, texts as they are', () => {
    expect(
      importErrorMessage('dashboard', {
        'databases/examples.yaml': { _schema: ['Must provide a password for the database'] },
        'dashboards/Sales_1.yaml': 'Dashboard already exists and `overwrite=true` was not passed',
      }),
    ).toBe(
      "Error importing dashboard: databases/examples.yaml: {'_schema': ['Must provide a password for the database']}; " +
        'dashboards/Sales_1.yaml: Dashboard already exists and `overwrite=true` was not passed',
    );
  });
});
