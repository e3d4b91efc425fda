// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convertQueryToClient, convertQueryToServer } from '../../../src/features/sqlLab/savedQueryMapping';

describe('saved query field mapping', () => {
  it('renames the server fields id, db_id, label and template_parameters to the client names', () => {
    expect(
      convertQueryToClient({
        id: 7,
        db_id: 1,
        label: 'Sales',
        template_parameters: '{"a":1}',
        sql: 'SELECT 1',
        schema: 'main',
      }),
    ).toEqual({ remoteId: 7, dbId: 1, name: 'Sales', templateParams: '{"a":1}', sql: 'SELECT 1', schema: 'main' });
  });

  it('renames the client fields back to the server names and keeps the others', () => {
    expect(
      convertQueryToServer({ remoteId: 7, dbId: 1, name: 'Sales', templateParams: '{}', description: 'd' }),
    ).toEqual({ id: 7, db_id: 1, label: 'Sales', template_parameters: '{}', description: 'd' });
  });

  it('round-trips', () => {
    const server = { id: 3, db_id: 2, label: 'x', template_parameters: null, extra_json: '{}' };
    expect(convertQueryToServer(convertQueryToClient(server))).toEqual(server);
  });
});
