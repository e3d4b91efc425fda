/**
 * SQL for schema `sales`: products, customers, orders (a million rows) and the monthly_revenue
 * view. Every value comes from `hash(i, <column salt>)` over `range()`, so the data is the same on
 * every run whatever the thread count; names and places come from ./referenceData.
 */
import { FIRST_NAMES, LAST_NAMES, PRODUCT_ADJECTIVES, PRODUCT_KINDS } from './referenceData';
import { listLiteral, pick, uniform } from './sqlHelpers';
import { CITY_SLOTS } from './referenceTables';

export const PRODUCT_COUNT = 500;
export const CUSTOMER_COUNT = 50_000;
export const ORDER_COUNT = 1_000_000;

/** Days from 2019-01-01 to 2025-12-31 inclusive. */
const ORDER_DAYS = 2557;

function products(): string[] {
  return [
    `CREATE TABLE sales.products (
       product_id INTEGER PRIMARY KEY,
       name VARCHAR NOT NULL,
       category VARCHAR NOT NULL,
       subcategory VARCHAR NOT NULL,
       list_price DECIMAL(10, 2) NOT NULL,
       launched_on DATE
     )`,
    `INSERT INTO sales.products
     SELECT i + 1,
       ${listLiteral(PRODUCT_ADJECTIVES)}[1 + ${pick('adjective', PRODUCT_ADJECTIVES.length)}] || ' ' || k.noun || ' ' ||
         chr(65 + ${pick('series', 26)}) || (100 + ${pick('model', 900)})::VARCHAR,
       k.category, k.subcategory,
       round(k.price * (0.6 + 0.8 * ${uniform('price')}), 2)::DECIMAL(10, 2),
       DATE '2017-01-01' + ${pick('launched', 2900)}
     FROM range(${PRODUCT_COUNT}) t(i) JOIN ref_kinds k ON k.idx = i % ${PRODUCT_KINDS.length}
     ORDER BY i`,
    `COMMENT ON TABLE sales.products IS 'Product catalogue: ${PRODUCT_COUNT} products in ${PRODUCT_KINDS.length} subcategories'`,
  ];
}

function customers(): string[] {
  const first = `${listLiteral(FIRST_NAMES)}[1 + ${pick('first', FIRST_NAMES.length)}]`;
  const last = `${listLiteral(LAST_NAMES)}[1 + ${pick('last', LAST_NAMES.length)}]`;
  return [
    `CREATE TABLE sales.customers (
       customer_id INTEGER PRIMARY KEY,
       name VARCHAR NOT NULL,
       email VARCHAR,
       segment VARCHAR NOT NULL,
       country VARCHAR NOT NULL,
       country_code VARCHAR NOT NULL,
       region VARCHAR NOT NULL,
       city VARCHAR NOT NULL,
       latitude DOUBLE,
       longitude DOUBLE,
       signup_date DATE NOT NULL
     )`,
    `INSERT INTO sales.customers
     SELECT id, first_name || ' ' || last_name,
       CASE WHEN ${uniform('email_missing', 'id')} < 0.08 THEN NULL
         ELSE coalesce(nullif(regexp_replace(lower(strip_accents(first_name)), '[^a-z]', '', 'g'), ''), 'customer')
           || '.' || id::VARCHAR || '@' || ['example.com', 'mail.example', 'correo.example', 'post.example'][1 + ${pick('domain', 4, 'id')}]
       END,
       CASE WHEN s < 0.52 THEN 'Consumer' WHEN s < 0.82 THEN 'Corporate' WHEN s < 0.94 THEN 'Small Business' ELSE 'Home Office' END,
       c.country, c.country_code, c.region, c.city,
       round(c.latitude + (${uniform('lat', 'id')} - 0.5) * 0.2, 5),
       round(c.longitude + (${uniform('lon', 'id')} - 0.5) * 0.2, 5),
       DATE '2018-01-01' + ${pick('signup', 2700, 'id')}
     FROM (
       SELECT i + 1 AS id, ${first} AS first_name, ${last} AS last_name, ${uniform('segment')} AS s,
         ${pick('city', CITY_SLOTS)} AS slot
       FROM range(${CUSTOMER_COUNT}) t(i)
     ) base
     JOIN ref_city_weights w ON w.slot = base.slot
     JOIN ref_cities c ON c.idx = w.idx
     ORDER BY id`,
    `CREATE INDEX customers_country_city_idx ON sales.customers (country, city)`,
    `COMMENT ON TABLE sales.customers IS 'Customers with their home city and coordinates'`,
    `COMMENT ON COLUMN sales.customers.email IS 'NULL when the customer gave no e-mail address'`,
  ];
}

function orders(): string[] {
  const status = `CASE WHEN st < 0.80 THEN 'Delivered' WHEN st < 0.88 THEN 'Shipped' WHEN st < 0.92 THEN 'Processing'
    WHEN st < 0.97 THEN 'Cancelled' ELSE 'Returned' END`;
  const channel = `CASE WHEN ch < 0.45 THEN 'Online' WHEN ch < 0.70 THEN 'Mobile App' WHEN ch < 0.90 THEN 'Retail' ELSE 'Partner' END`;
  const notes = `CASE WHEN nt < 0.975 THEN NULL
    ELSE ['Gift wrap, please 🎁', 'Leave at the door', 'Livraison express 🚚', 'Bitte nicht knicken',
          '請盡快發貨', 'お届け日時指定あり', 'يرجى الاتصال قبل التسليم', 'Call on arrival ☎️'][1 + (hash(i, 'note_text') % 8)::INTEGER] END`;
  return [
    `CREATE TABLE sales.orders AS
     WITH base AS (
       SELECT i,
         1 + ${pick('customer', CUSTOMER_COUNT)} AS customer_id,
         1 + ${pick('product', PRODUCT_COUNT)} AS product_id,
         (1 + floor(pow(${uniform('quantity')}, 3) * 10))::INTEGER AS quantity,
         CASE WHEN ${uniform('has_discount')} < 0.6 THEN NULL
           ELSE (0.05 * (1 + ${pick('discount', 6)}))::DECIMAL(4, 2) END AS discount,
         ${uniform('status')} AS st, ${uniform('channel')} AS ch, ${uniform('note')} AS nt
       FROM range(${ORDER_COUNT}) t(i)
     ), priced AS (
       SELECT base.*, c.country, c.region, c.city,
         round(p.list_price * (0.9 + 0.2 * ${uniform('unit_price')}), 2)::DECIMAL(10, 2) AS unit_price
       FROM base
       JOIN sales.customers c USING (customer_id)
       JOIN sales.products p USING (product_id)
     )
     SELECT
       (i + 1)::BIGINT AS order_id,
       (DATE '2019-01-01' + least(${ORDER_DAYS - 1}, floor(${ORDER_DAYS} * pow((i + ${uniform('jitter')}) / ${ORDER_COUNT}, 0.8))::INTEGER)) AS order_date,
       customer_id, product_id,
       ${channel} AS channel,
       ${status} AS status,
       quantity, unit_price, discount,
       round(quantity * unit_price * (1 - coalesce(discount, 0)), 2)::DECIMAL(12, 2) AS revenue,
       country, region, city,
       ${notes} AS notes
     FROM priced`,
    `COMMENT ON TABLE sales.orders IS 'One row per order line, 2019–2025'`,
    `COMMENT ON COLUMN sales.orders.revenue IS 'quantity × unit_price × (1 − discount)'`,
    `CREATE VIEW sales.monthly_revenue AS
     SELECT date_trunc('month', order_date)::DATE AS month, region, count(*) AS orders, sum(quantity) AS units,
       sum(revenue) AS revenue
     FROM sales.orders WHERE status NOT IN ('Cancelled', 'Returned')
     GROUP BY ALL`,
  ];
}

export function salesStatements(): string[] {
  return ['CREATE SCHEMA sales', ...products(), ...customers(), ...orders()];
}
