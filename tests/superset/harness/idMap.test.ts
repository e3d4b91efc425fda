import { describe, expect, it } from 'vitest';
import { IdMap } from './idMap';

describe('ids inside text', () => {
  const ids = new IdMap();
  ids.link('dataset', 11, 6);
  ids.link('dataset', 2, 3);

  it('are compared through the linked pairs', () => {
    expect(ids.equivalentText('[examples].[names](id:11)', '[examples].[names](id:6)')).toBe(true);
    expect(ids.equivalentText('11__table', '6__table')).toBe(true);
    expect(ids.equivalentText('/explore/?datasource_id=11', '/explore/?datasource_id=6')).toBe(true);
  });

  it('leave the digits of a generated name alone', () => {
    expect(ids.equivalentText('[examples].[diffmwujg2hn_names](id:11)', '[examples].[diffmwujg2hn_names](id:6)')).toBe(
      true,
    );
    expect(ids.equivalentText('[examples].[run2](id:11)', '[examples].[run3](id:6)')).toBe(false);
  });
});
