import { describe, expect, it } from 'vitest';
import {
  readBootstrapRequestedQuery,
  readSqlLabRequest,
  requestedQueryFromState,
  searchWithoutRequest,
} from '../../../src/features/sqlLab/sqlLabRequest';

describe('readSqlLabRequest', () => {
  it('reads each kind of address', () => {
    expect(readSqlLabRequest('?savedQueryId=7')).toEqual({ kind: 'savedQuery', id: '7' });
    expect(readSqlLabRequest('?id=42')).toEqual({ kind: 'storedQuery', id: '42' });
    expect(readSqlLabRequest('', 'abc123')).toEqual({ kind: 'permalink', key: 'abc123' });
    expect(readSqlLabRequest('?queryId=345')).toEqual({ kind: 'query', id: '345' });
    expect(readSqlLabRequest('?datasourceKey=9__table')).toEqual({ kind: 'datasource', datasourceKey: '9__table' });
    expect(readSqlLabRequest('?new=true')).toEqual({ kind: 'new' });
  });

  it('is null when nothing is asked for', () => {
    expect(readSqlLabRequest('')).toBeNull();
    expect(readSqlLabRequest('?foo=bar')).toBeNull();
  });

  it('takes a requested query (datasource key and SQL) from router state or bootstrap', () => {
    expect(readSqlLabRequest('', null, { datasourceKey: '9__table', sql: 'SELECT 2' })).toEqual({
      kind: 'datasource',
      datasourceKey: '9__table',
      sql: 'SELECT 2',
    });
    expect(
      readSqlLabRequest('', null, { sql: 'SELECT 1', dbid: '3', schema: 'main', name: 'Q', autorun: 'true' }),
    ).toEqual({
      kind: 'sql',
      sql: 'SELECT 1',
      dbId: 3,
      schema: 'main',
      name: 'Q',
      autorun: true,
    });
  });

  it('prefers a permalink, then a stored query, then a saved query, as Superset', () => {
    expect(readSqlLabRequest('?id=1&savedQueryId=2', 'k')).toEqual({ kind: 'permalink', key: 'k' });
    expect(readSqlLabRequest('?id=1&savedQueryId=2')).toEqual({ kind: 'storedQuery', id: '1' });
  });
});

describe('searchWithoutRequest', () => {
  it('drops the request parameters and keeps the rest', () => {
    expect(searchWithoutRequest('?savedQueryId=7')).toBe('');
    expect(searchWithoutRequest('?savedQueryId=7&foo=bar')).toBe('?foo=bar');
    expect(searchWithoutRequest('?datasourceKey=1__table&sql=x&dbid=1')).toBe('');
  });
});

describe('requested query sources', () => {
  it('reads router state', () => {
    expect(requestedQueryFromState({ requestedQuery: { sql: 'x' } })).toEqual({ sql: 'x' });
    expect(requestedQueryFromState(null)).toBeNull();
    expect(requestedQueryFromState({ other: 1 })).toBeNull();
  });

  it("reads the bootstrap payload's requested_query", () => {
    const doc = document.implementation.createHTMLDocument('t');
    const app = doc.createElement('div');
    app.id = 'app';
    app.setAttribute(
      'data-bootstrap',
      JSON.stringify({ requested_query: { datasourceKey: '1__table', sql: 'SELECT 1' } }),
    );
    doc.body.appendChild(app);
    expect(readBootstrapRequestedQuery(doc)).toEqual({ datasourceKey: '1__table', sql: 'SELECT 1' });
    app.setAttribute('data-bootstrap', '{}');
    expect(readBootstrapRequestedQuery(doc)).toBeNull();
  });
});
