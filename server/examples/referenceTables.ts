/** The reference lists as temporary tables for the generator's joins (temporary: not kept in the file). */
import { CITIES, PRODUCT_KINDS } from './referenceData';
import { sqlValues } from './sqlHelpers';

function cityWeight(region: string): number {
  return region === 'North America' ? 3 : region === 'Europe' ? 2 : 1;
}

/** City indexes repeated by weight: picking a slot uniformly favours the bigger markets. */
const WEIGHTED = CITIES.flatMap((city, index) => Array.from({ length: cityWeight(city.region) }, () => index));

/** Number of rows in ref_city_weights (slots 0 … CITY_SLOTS - 1). */
export const CITY_SLOTS = WEIGHTED.length;

export function referenceTables(): string[] {
  return [
    `CREATE TEMP TABLE ref_cities (idx INTEGER, city VARCHAR, country VARCHAR, country_code VARCHAR, region VARCHAR,
       latitude DOUBLE, longitude DOUBLE, iata VARCHAR, airport VARCHAR)`,
    `INSERT INTO ref_cities VALUES ${sqlValues(
      CITIES.map((c, idx) => [
        idx,
        c.city,
        c.country,
        c.countryCode,
        c.region,
        c.latitude,
        c.longitude,
        c.iata,
        c.airport,
      ]),
    )}`,
    `CREATE TEMP TABLE ref_city_weights AS SELECT (generate_subscripts(w, 1) - 1)::INTEGER AS slot, unnest(w) AS idx
       FROM (SELECT [${WEIGHTED.join(', ')}] AS w)`,
    `CREATE TEMP TABLE ref_kinds (idx INTEGER, category VARCHAR, subcategory VARCHAR, noun VARCHAR, price DOUBLE)`,
    `INSERT INTO ref_kinds VALUES ${sqlValues(PRODUCT_KINDS.map(([category, sub, noun, price], idx) => [idx, category, sub, noun, price]))}`,
  ];
}
