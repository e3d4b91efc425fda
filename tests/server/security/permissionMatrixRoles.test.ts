import { describe, expect, it } from 'vitest';
import { builtinRolePermissions } from '../../../server/auth/builtinRoles';
import { PERMISSION_CATALOG } from '../../../server/auth/permissionCatalog';
import { SUPERSET_ROLE_PAIRS } from './permissionMatrixSupersetRoles';

const key = ([permission, view]: readonly [string, string]): string => `${permission} on ${view}`;

function supersetPairs(role: keyof typeof SUPERSET_ROLE_PAIRS): Set<string> {
  return new Set(
    Object.entries(SUPERSET_ROLE_PAIRS[role]).flatMap(([view, permissions]) =>
      permissions.map((permission) => key([permission, view])),
    ),
  );
}

describe("the built-in roles are Superset 6.1's (for the pairs this server has)", () => {
  const catalog = new Set(PERMISSION_CATALOG.map(key));

  it('knows only pairs Superset 6.1 has', () => {
    const superset = supersetPairs('Admin');
    expect([...catalog].filter((pair) => !superset.has(pair))).toEqual([]);
  });

  it.each(['Admin', 'Alpha', 'Gamma', 'sql_lab'] as const)('gives %s exactly what Superset gives it', (role) => {
    const ours = new Set(builtinRolePermissions(role).map(key));
    const wanted = [...supersetPairs(role)].filter((pair) => catalog.has(pair));
    expect(
      [...ours].filter((pair) => !wanted.includes(pair)),
      'pairs Superset does not grant',
    ).toEqual([]);
    expect(
      wanted.filter((pair) => !ours.has(pair)),
      'pairs Superset grants',
    ).toEqual([]);
  });
});
