/**
 * SQL for schema `main`: Superset's classic birth_names, airports and flights (geography, unicode
 * city names), unicode_test (many scripts, emoji, right-to-left text) and a daily_metrics time
 * series. Values come from `hash(i, <column salt>)`, so every run produces the same data.
 */
import { CITIES, PHRASES } from './referenceData';
import { listLiteral, pick, sqlValues, uniform } from './sqlHelpers';

const BOY_NAMES = `Aaron Adam Alan Albert Alexander Andrew Anthony Arthur Austin Benjamin Brandon Brian Bruce Bryan
  Carl Charles Christian Christopher Daniel David Dennis Donald Douglas Dylan Edward Eric Ethan Eugene Frank Gabriel
  Gary George Gerald Gregory Harold Henry Jack Jacob James Jason Jeffrey Jeremy Jerry Jesse Joe John Jonathan Jordan
  Jose Joseph Joshua Juan Justin Keith Kenneth Kevin Kyle Larry Lawrence Logan Louis Mark Matthew Michael Nathan
  Nicholas Noah Patrick Paul Peter Philip Ralph Randy Raymond Richard Robert Roger Ronald Roy Russell Ryan Samuel Scott
  Sean Stephen Steven Terry Thomas Timothy Tyler Vincent Walter Wayne William Willie Zachary Luke Owen Caleb Isaac`;
const GIRL_NAMES = `Abigail Alice Alexis Amanda Amber Amy Andrea Angela Ann Anna Ashley Barbara Betty Beverly Brenda
  Brittany Carol Carolyn Catherine Cheryl Christina Christine Cynthia Danielle Deborah Debra Denise Diana Diane Donna
  Doris Dorothy Elizabeth Emily Emma Evelyn Frances Gloria Grace Hannah Heather Helen Isabella Jacqueline Janet Janice
  Jean Jennifer Jessica Joan Joyce Judith Judy Julia Julie Karen Katherine Kathleen Kayla Kelly Kimberly Laura Lauren
  Linda Lisa Lori Madison Margaret Maria Marie Marilyn Martha Mary Megan Melissa Michelle Nancy Natalie Nicole Olivia
  Pamela Patricia Rachel Rebecca Rose Ruth Samantha Sandra Sara Sarah Sharon Shirley Sophia Stephanie Susan Teresa`;
const STATES = ['CA', 'FL', 'IL', 'MA', 'MI', 'NJ', 'NY', 'OH', 'PA', 'TX', 'other'];
const FIRST_BIRTH_YEAR = 1965;
const BIRTH_YEARS = 44;

function names(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

const BIRTH_NAME_COUNT = names(BOY_NAMES).length + names(GIRL_NAMES).length;
export const BIRTH_NAMES_ROWS = BIRTH_YEARS * STATES.length * BIRTH_NAME_COUNT;
export const AIRPORT_COUNT = CITIES.length;
export const FLIGHT_COUNT = 100_000;
export const UNICODE_TEST_ROWS = PHRASES.length;
const DAILY_METRIC_DAYS = 2557;
const DAILY_METRIC_PLATFORMS = ['web', 'ios', 'android'];
export const DAILY_METRICS_ROWS = DAILY_METRIC_DAYS * DAILY_METRIC_PLATFORMS.length;

function birthNames(): string[] {
  const people = [
    ...names(BOY_NAMES).map((name, rank) => [name, 'boy', rank] as [string, string, number]),
    ...names(GIRL_NAMES).map((name, rank) => [name, 'girl', rank] as [string, string, number]),
  ];
  return [
    `CREATE TEMP TABLE ref_people (name VARCHAR, gender VARCHAR, rank INTEGER)`,
    `INSERT INTO ref_people VALUES ${sqlValues(people)}`,
    `CREATE TABLE main.birth_names AS
     SELECT ds, gender, name, num, state,
       CASE WHEN gender = 'boy' THEN num ELSE 0 END AS num_boys,
       CASE WHEN gender = 'girl' THEN num ELSE 0 END AS num_girls
     FROM (
       SELECT make_timestamp(${FIRST_BIRTH_YEAR} + y, 1, 1, 0, 0, 0) AS ds, p.gender, p.name, s.state,
         (20 + (s.weight * 3000 * exp(-p.rank / 25.0)
           * (1 + 0.6 * sin((y + (hash(p.name, 'phase') % 40)::INTEGER) / 6.0))
           * (0.85 + 0.3 * ${uniform('noise', 'hash(y, p.name, s.state)')})))::INTEGER AS num
       FROM range(${BIRTH_YEARS}) years(y)
       CROSS JOIN ref_people p
       CROSS JOIN (SELECT unnest(${listLiteral(STATES)}) AS state, unnest([3.0, 1.6, 1.3, 0.6, 1.0, 0.8, 2.0, 1.1, 1.2, 2.2, 4.0]) AS weight) s
     )
     ORDER BY ds, state, gender, name`,
    `COMMENT ON TABLE main.birth_names IS 'US baby names by year and state, in the shape of Superset''s birth_names example'`,
  ];
}

function airports(): string[] {
  return [
    `CREATE TABLE main.airports (
       iata_code VARCHAR PRIMARY KEY,
       airport VARCHAR NOT NULL,
       city VARCHAR NOT NULL,
       country VARCHAR NOT NULL,
       country_code VARCHAR NOT NULL,
       region VARCHAR NOT NULL,
       latitude DOUBLE NOT NULL,
       longitude DOUBLE NOT NULL
     )`,
    `INSERT INTO main.airports
     SELECT iata, airport, city, country, country_code, region, latitude, longitude FROM ref_cities ORDER BY iata`,
  ];
}

function flights(): string[] {
  const airlines = [
    'Aurora Air',
    'Nordwind',
    'Pacífica',
    'Sky Lotus 天空航空',
    'Atlas Jet',
    'Sahara Wings',
    'Kiwi Connect',
    'Transalp',
  ];
  const n = CITIES.length;
  return [
    `CREATE TABLE main.flights AS
     WITH legs AS (
       SELECT i,
         (TIMESTAMP '2019-01-01 05:00:00' + to_days((i * ${DAILY_METRIC_DAYS} // ${FLIGHT_COUNT})::INTEGER)
           + to_minutes((hash(i, 'minute') % 1080)::INTEGER)) AS scheduled_departure,
         ${pick('origin', n)} AS origin_idx,
         (${pick('origin', n)} + 1 + ${pick('destination', n - 1)}) % ${n} AS destination_idx,
         ${uniform('cancelled')} < 0.02 AS cancelled,
         ${uniform('delay')} AS d
       FROM range(${FLIGHT_COUNT}) t(i)
     )
     SELECT
       (i + 1)::INTEGER AS flight_id,
       scheduled_departure::DATE AS flight_date,
       scheduled_departure,
       ${listLiteral(airlines)}[1 + ${pick('airline', airlines.length)}] AS airline,
       (100 + hash(i, 'flight_number') % 8900)::INTEGER AS flight_number,
       o.iata AS origin, o.city AS origin_city, o.country AS origin_country,
       dst.iata AS destination, dst.city AS destination_city, dst.country AS destination_country,
       round(2 * 6371 * asin(sqrt(pow(sin(radians(dst.latitude - o.latitude) / 2), 2)
         + cos(radians(o.latitude)) * cos(radians(dst.latitude)) * pow(sin(radians(dst.longitude - o.longitude) / 2), 2))))::INTEGER
         AS distance_km,
       CASE WHEN cancelled THEN NULL ELSE (-10 + floor(pow(d, 4) * 240))::INTEGER END AS departure_delay_min,
       cancelled,
       CASE WHEN cancelled THEN NULL ELSE (60 + hash(i, 'passengers') % 300)::INTEGER END AS passengers
     FROM legs
     JOIN ref_cities o ON o.idx = legs.origin_idx
     JOIN ref_cities dst ON dst.idx = legs.destination_idx`,
  ];
}

function unicodeTest(): string[] {
  return [
    `CREATE TABLE main.unicode_test AS
     SELECT (idx + 1)::INTEGER AS id, language, direction, phrase,
       left(phrase, 10) AS short_phrase,
       TIMESTAMP '2021-03-01 08:00:00' + to_hours(idx * 7) AS dttm,
       (hash(idx, 'value') % 1000)::INTEGER AS value,
       CASE WHEN idx % 4 = 3 THEN NULL ELSE upper(language) END AS with_missing
     FROM (VALUES ${sqlValues(PHRASES.map(([language, direction, phrase], idx) => [idx, language, direction, phrase]))})
       AS p(idx, language, direction, phrase)
     ORDER BY idx`,
  ];
}

function dailyMetrics(): string[] {
  return [
    `CREATE TABLE main.daily_metrics AS
     SELECT ds, platform, visits, signups,
       round(visits * conversion * avg_order, 2)::DECIMAL(12, 2) AS revenue,
       round(conversion, 4) AS conversion_rate,
       CASE WHEN ${uniform('session_missing', 'hash(day, platform)')} < 0.03 THEN NULL
         ELSE round(120 + 240 * ${uniform('session', 'hash(day, platform)')}, 1) END AS avg_session_seconds
     FROM (
       SELECT DATE '2019-01-01' + day::INTEGER AS ds, day, platform,
         (share * (8000 + day * 6) * (CASE WHEN dayofweek(DATE '2019-01-01' + day::INTEGER) IN (0, 6) THEN 0.7 ELSE 1.0 END)
           * (1 + 0.25 * sin(2 * pi() * day / 365.25)) * (0.9 + 0.2 * ${uniform('visits', 'hash(day, platform)')}))::INTEGER AS visits,
         (hash(day, platform, 'signups') % 120)::INTEGER AS signups,
         0.015 + 0.02 * ${uniform('conversion', 'hash(day, platform)')} AS conversion,
         35 + 30 * ${uniform('order', 'hash(day, platform)')} AS avg_order
       FROM range(${DAILY_METRIC_DAYS}) d(day)
       CROSS JOIN (SELECT unnest(${listLiteral(DAILY_METRIC_PLATFORMS)}) AS platform, unnest([0.5, 0.3, 0.2]) AS share) p
     )
     ORDER BY ds, platform`,
  ];
}

export function mainStatements(): string[] {
  return [...birthNames(), ...airports(), ...flights(), ...unicodeTest(), ...dailyMetrics()];
}
