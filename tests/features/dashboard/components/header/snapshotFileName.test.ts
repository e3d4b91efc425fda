import { describe, expect, it } from 'vitest';
import { snapshotFileStem } from '../../../../../src/features/dashboard/components/header/snapshotFileName';

const AT = new Date(Date.UTC(2024, 4, 1, 12, 30, 45, 123));

describe('the name of a dashboard download', () => {
  it("is the title in kebab case and the ISO time with ':' made '-', as Superset names it", () => {
    expect(snapshotFileStem('Sales overview', AT)).toBe('sales-overview-2024-05-01T12-30-45.123Z');
  });

  it.each([
    ["World Bank's Data", 'world-banks-data'],
    ['Café São Paulo', 'cafe-sao-paulo'],
    ['salesData2024', 'sales-data-2024'],
    ['USAToday', 'usa-today'],
    ['[ untitled dashboard ]', 'untitled-dashboard'],
    ['Straße / Øresund', 'strasse-oresund'],
    ['  Q3 — results!  ', 'q-3-results'],
  ])('splits %j into words as lodash does: %s', (title, kebab) => {
    expect(snapshotFileStem(title, AT)).toBe(`${kebab}-2024-05-01T12-30-45.123Z`);
  });
});
