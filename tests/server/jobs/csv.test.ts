import { describe, expect, it } from 'vitest';
import type { Row } from '../../../server/engines/types';
import { toCsv } from '../../../server/jobs/csv';

describe('toCsv (Superset’s CSV export: pandas to_csv, comma, no index)', () => {
  it('writes a header and one line per row, each ending in \\n', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          { id: 1, name: 'a' },
          { id: 2, name: 'b' },
        ],
      ),
    ).toBe('id,name\n1,a\n2,b\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['id', 'name'], [])).toBe('id,name\n');
  });

  it('writes nulls and missing cells empty, booleans as True/False, nested values as JSON', () => {
    const rows: Row[] = [{ a: null, b: true, c: false, d: [1, 'x'], e: { k: null } }, { b: false }];
    expect(toCsv(['a', 'b', 'c', 'd', 'e'], rows)).toBe(
      'a,b,c,d,e\n,True,False,"[1,""x""]","{""k"":null}"\n,False,,,\n',
    );
  });

  it('quotes fields with a comma, a quote or a line break (\\n, \\r, \\r\\n), doubling quotes', () => {
    const rows = [
      { v: 'with, comma' },
      { v: 'say "hi"' },
      { v: 'two\nlines' },
      { v: 'cr\ronly' },
      { v: 'crlf\r\nend' },
      { v: 'plain' },
    ];
    expect(toCsv(['v'], rows)).toBe('v\n"with, comma"\n"say ""hi"""\n"two\nlines"\n"cr\ronly"\n"crlf\r\nend"\nplain\n');
  });

  it('quotes header names the same way and reads column names literally (dots, brackets)', () => {
    expect(toCsv(['a.b', 'SUM(x), total', 'c[0]'], [{ 'a.b': 1, 'SUM(x), total': 2, 'c[0]': 3 }])).toBe(
      'a.b,"SUM(x), total",c[0]\n1,2,3\n',
    );
  });

  it('writes numbers as JavaScript prints them and keeps other text (unicode, spaces) as is', () => {
    expect(
      toCsv(
        ['n', 't'],
        [
          { n: 1.5, t: ' café ' },
          { n: -3, t: '' },
          { n: 1e21, t: '😀' },
        ],
      ),
    ).toBe('n,t\n1.5, café \n-3,\n1e+21,😀\n');
  });
});
