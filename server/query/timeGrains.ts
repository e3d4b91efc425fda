/**
 * Superset's time grains (`superset/constants.py` TimeGrain, reference §1.14) as DuckDB SQL.
 * `{col}` in a template is the column's timestamp expression. Weeks start on Monday
 * (date_trunc('week')); the Sunday-anchored grains shift by a day around it. Sub-day buckets use
 * time_bucket, whose origin is a midnight, so 5-minute buckets start at :00, :05, …
 */
import { QueryObjectValidationError } from './queryErrors';

interface TimeGrain {
  /** ISO 8601 code as the client sends it (`time_grain_sqla`, `timeGrain`). */
  duration: string;
  /** Superset's label. */
  name: string;
  /** DuckDB expression template. */
  function: string;
}

export const TIME_GRAINS: readonly TimeGrain[] = [
  { duration: 'PT1S', name: 'Second', function: "DATE_TRUNC('second', {col})" },
  { duration: 'PT5S', name: '5 second', function: "TIME_BUCKET(INTERVAL '5 seconds', {col})" },
  { duration: 'PT30S', name: '30 second', function: "TIME_BUCKET(INTERVAL '30 seconds', {col})" },
  { duration: 'PT1M', name: 'Minute', function: "DATE_TRUNC('minute', {col})" },
  { duration: 'PT5M', name: '5 minute', function: "TIME_BUCKET(INTERVAL '5 minutes', {col})" },
  { duration: 'PT10M', name: '10 minute', function: "TIME_BUCKET(INTERVAL '10 minutes', {col})" },
  { duration: 'PT15M', name: '15 minute', function: "TIME_BUCKET(INTERVAL '15 minutes', {col})" },
  { duration: 'PT30M', name: '30 minute', function: "TIME_BUCKET(INTERVAL '30 minutes', {col})" },
  { duration: 'PT0.5H', name: 'Half hour', function: "TIME_BUCKET(INTERVAL '30 minutes', {col})" },
  { duration: 'PT1H', name: 'Hour', function: "DATE_TRUNC('hour', {col})" },
  { duration: 'PT6H', name: '6 hour', function: "TIME_BUCKET(INTERVAL '6 hours', {col})" },
  { duration: 'P1D', name: 'Day', function: "DATE_TRUNC('day', {col})" },
  { duration: 'P1W', name: 'Week', function: "DATE_TRUNC('week', {col})" },
  { duration: 'P1M', name: 'Month', function: "DATE_TRUNC('month', {col})" },
  { duration: 'P3M', name: 'Quarter', function: "DATE_TRUNC('quarter', {col})" },
  { duration: 'P0.25Y', name: 'Quarter year', function: "DATE_TRUNC('quarter', {col})" },
  { duration: 'P1Y', name: 'Year', function: "DATE_TRUNC('year', {col})" },
  {
    duration: '1969-12-28T00:00:00Z/P1W',
    name: 'Week starting Sunday',
    function: "DATE_TRUNC('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
  },
  { duration: '1969-12-29T00:00:00Z/P1W', name: 'Week starting Monday', function: "DATE_TRUNC('week', {col})" },
  {
    duration: 'P1W/1970-01-03T00:00:00Z',
    name: 'Week ending Saturday',
    function: "DATE_TRUNC('week', {col} + INTERVAL '1 day') + INTERVAL '5 days'",
  },
  {
    duration: 'P1W/1970-01-04T00:00:00Z',
    name: 'Week ending Sunday',
    function: "DATE_TRUNC('week', {col}) + INTERVAL '6 days'",
  },
];

/**
 * Other codes the spec's client constants use: P7D (7-day buckets), the legacy week names, and
 * 'all' (no truncation, as Superset's legacy "all" granularity).
 */
const GRAIN_ALIASES: Readonly<Record<string, string>> = {
  P7D: "TIME_BUCKET(INTERVAL '7 days', {col})",
  week_starting_sunday: "DATE_TRUNC('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
  week_ending_saturday: "DATE_TRUNC('week', {col} + INTERVAL '1 day') + INTERVAL '5 days'",
  all: '{col}',
};

const TEMPLATES: ReadonlyMap<string, string> = new Map([
  ...TIME_GRAINS.map((grain): [string, string] => [grain.duration, grain.function]),
  ...Object.entries(GRAIN_ALIASES),
]);

/** `timestampSql` truncated to the grain; no grain (null/'') leaves it as is. */
export function applyTimeGrain(timestampSql: string, grain: string | null | undefined): string {
  if (!grain) return timestampSql;
  const template = TEMPLATES.get(grain);
  if (template === undefined) throw new QueryObjectValidationError(`No grain spec for ${grain} for database duckdb`);
  return template.split('{col}').join(timestampSql);
}
