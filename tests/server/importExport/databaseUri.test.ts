/** The password inside a SQLAlchemy URI: read as make_url reads it, masked as Superset stores it. */
import { describe, expect, it } from 'vitest';
import { maskUriPassword, PASSWORD_MASK, uriPassword } from '../../../server/services/importExport/databaseUri';

describe('uriPassword', () => {
  it('reads the password between the user name and the host, unquoted', () => {
    expect(uriPassword('postgresql://superset:XXXXXXXXXX@db:5432/examples')).toBe(PASSWORD_MASK);
    expect(uriPassword('mysql+pymysql://me:p%40ss@host/db')).toBe('p@ss');
    expect(uriPassword('postgresql://me:@host/db')).toBe('');
  });

  it('is null without a password', () => {
    expect(uriPassword('duckdb://')).toBeNull();
    expect(uriPassword('duckdb:////data/examples.duckdb')).toBeNull();
    expect(uriPassword('postgresql://me@host/db')).toBeNull();
    expect(uriPassword('not a uri')).toBeNull();
  });
});

describe('maskUriPassword', () => {
  it('replaces a password by the mask and leaves the rest', () => {
    expect(maskUriPassword('postgresql://superset:secret@db:5432/examples?sslmode=require')).toBe(
      'postgresql://superset:XXXXXXXXXX@db:5432/examples?sslmode=require',
    );
  });

  it('drops an empty password and keeps a URI without one as it is', () => {
    expect(maskUriPassword('postgresql://me:@host/db')).toBe('postgresql://me@host/db');
    expect(maskUriPassword('postgresql://me@host/db')).toBe('postgresql://me@host/db');
    expect(maskUriPassword('duckdb://')).toBe('duckdb://');
  });
});
