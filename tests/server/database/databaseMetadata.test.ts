import type { FastifyInstance } from 'fastify';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginSession } from '../helpers/testApp';

interface ColumnDict {
  name: string;
  type: string;
  longType: string;
  keys: Array<{ type: string; column_names: string[]; name: string | null }>;
  comment: string | null;
}
interface MetadataDict {
  name: string;
  columns: ColumnDict[];
  selectStar: string;
  primaryKey: { column_names: string[]; name: string | null; type: string } | null;
  foreignKeys: unknown[];
  indexes: Array<{ column_names: string[]; name: string | null; type: string }>;
  comment: string | null;
}

describe('/api/v1/database/<id>/ metadata', () => {
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    ({ cookie } = await loginSession(app));
  });
  afterAll(() => app.close());

  const get = (url: string, session = cookie) => app.inject({ url, headers: { cookie: session } });
  const q = (args: unknown) => encodeURIComponent(rison.encode(args));

  it('lists the schemas of the examples database', async () => {
    const response = await get(`/api/v1/database/1/schemas/?q=${q({ force: false })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: ['main', 'sales'] });
    expect((await get('/api/v1/database/1/schemas/')).json()).toEqual({ result: ['main', 'sales'] });
    expect((await get(`/api/v1/database/1/schemas/?q=${q({ upload_allowed: true })}`)).json()).toEqual({ result: [] });
  });

  it('has no catalogs to choose', async () => {
    const response = await get(`/api/v1/database/1/catalogs/?q=${q({ force: false })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: [] });
  });

  it('lists tables and views of a schema, sorted, with count', async () => {
    const response = await get(`/api/v1/database/1/tables/?q=${q({ force: false, schema_name: 'sales' })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 4,
      result: [
        { value: 'customers', type: 'table', extra: null },
        { value: 'monthly_revenue', type: 'view' },
        { value: 'orders', type: 'table', extra: null },
        { value: 'products', type: 'table', extra: null },
      ],
    });
  });

  it('URL-decodes schema_name, and lists nothing for a schema that does not exist', async () => {
    const encoded = await get(`/api/v1/database/1/tables/?q=${q({ schema_name: '%73ales' })}`);
    expect(encoded.json<{ count: number }>().count).toBe(4);
    const unknown = await get(`/api/v1/database/1/tables/?q=${q({ force: true, schema_name: 'nope' })}`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ count: 0, result: [] });
  });

  it('requires schema_name (400)', async () => {
    const noSchema = await get(`/api/v1/database/1/tables/?q=${q({ force: false })}`);
    expect(noSchema.statusCode).toBe(400);
    expect(noSchema.json()).toEqual({ message: { q: { schema_name: ['Missing data for required field.'] } } });
    const noQ = await get('/api/v1/database/1/tables/');
    expect(noQ.statusCode).toBe(400);
  });

  it('returns table metadata with primary key, index, comments and a select star', async () => {
    const response = await get('/api/v1/database/1/table/customers/sales/');
    expect(response.statusCode).toBe(200);
    const body = response.json<MetadataDict>();
    expect(body.name).toBe('customers');
    expect(body.comment).toBe('Customers with their home city and coordinates');
    expect(body.primaryKey).toEqual({ column_names: ['customer_id'], name: expect.any(String), type: 'pk' });
    expect(body.foreignKeys).toEqual([]);
    expect(body.indexes).toEqual([
      body.primaryKey,
      { column_names: ['country', 'city'], name: 'customers_country_city_idx', type: 'index' },
    ]);
    const byName = new Map(body.columns.map((column) => [column.name, column]));
    expect(byName.get('customer_id')).toEqual({
      name: 'customer_id',
      type: 'INTEGER',
      longType: 'INTEGER',
      keys: [body.primaryKey],
      comment: null,
    });
    expect(byName.get('email')?.comment).toBe('NULL when the customer gave no e-mail address');
    expect(byName.get('country')?.keys.map((key) => key.type)).toEqual(['index']);
    expect(body.columns.map((column) => column.name)).toEqual([
      'customer_id',
      'name',
      'email',
      'segment',
      'country',
      'country_code',
      'region',
      'city',
      'latitude',
      'longitude',
      'signup_date',
    ]);
    expect(body.selectStar).toBe(
      'SELECT\n  customer_id,\n  name,\n  email,\n  segment,\n  country,\n  country_code,\n' +
        '  region,\n  city,\n  latitude,\n  longitude,\n  signup_date\nFROM sales.customers\nLIMIT 100',
    );

    const newer = await get('/api/v1/database/1/table_metadata/?name=customers&schema=sales');
    expect(newer.statusCode).toBe(200);
    expect(newer.json()).toEqual(body);
  });

  it('describes views, and defaults the schema when it is undefined', async () => {
    const view = await get('/api/v1/database/1/table_metadata/?name=monthly_revenue&schema=sales');
    expect(view.statusCode).toBe(200);
    expect(view.json<MetadataDict>()).toMatchObject({ name: 'monthly_revenue', primaryKey: null, indexes: [] });
    const main = await get('/api/v1/database/1/table/airports/undefined/');
    expect(main.statusCode).toBe(200);
    expect(main.json<MetadataDict>().selectStar).toContain('FROM main.airports');
    expect((await get('/api/v1/database/1/table_metadata/?name=airports')).json<MetadataDict>().name).toBe('airports');
  });

  it('answers the extra metadata with {} (DuckDB has no partitions)', async () => {
    expect((await get('/api/v1/database/1/table_extra/orders/sales/')).json()).toEqual({});
    const newer = await get('/api/v1/database/1/table_metadata/extra/?name=orders&schema=sales');
    expect(newer.statusCode).toBe(200);
    expect(newer.json()).toEqual({});
  });

  it('builds the select star of a table', async () => {
    const qualified = await get('/api/v1/database/1/select_star/orders/sales/');
    expect(qualified.statusCode).toBe(200);
    expect(qualified.json()).toEqual({ result: 'SELECT\n  *\nFROM sales.orders\nLIMIT 100' });
    expect((await get('/api/v1/database/1/select_star/airports/')).json()).toEqual({
      result: 'SELECT\n  *\nFROM main.airports\nLIMIT 100',
    });
  });

  it('answers 404 for a table that does not exist', async () => {
    for (const url of [
      '/api/v1/database/1/table/nope/sales/',
      '/api/v1/database/1/table_extra/nope/sales/',
      '/api/v1/database/1/select_star/nope/sales/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Table not found on the database' });
    }
    for (const url of [
      '/api/v1/database/1/table_metadata/?name=nope&schema=sales',
      '/api/v1/database/1/table_metadata/extra/?name=orders&schema=nope',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        errors: [{ message: 'No such table', error_type: 'TABLE_NOT_FOUND_ERROR', level: 'error', extra: null }],
      });
    }
    const noName = await get('/api/v1/database/1/table_metadata/?schema=sales');
    expect(noName.statusCode).toBe(422);
    expect(noName.json<{ errors: Array<{ error_type: string }> }>().errors[0].error_type).toBe(
      'INVALID_PAYLOAD_SCHEMA_ERROR',
    );
  });

  it('answers 404 for a database that does not exist', async () => {
    for (const url of [
      '/api/v1/database/99/schemas/',
      '/api/v1/database/99/catalogs/',
      `/api/v1/database/99/tables/?q=${q({ schema_name: 'sales' })}`,
      '/api/v1/database/99/table/orders/sales/',
      '/api/v1/database/99/table_extra/orders/sales/',
      '/api/v1/database/99/select_star/orders/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found' });
    }
    const newer = await get('/api/v1/database/99/table_metadata/?name=orders');
    expect(newer.statusCode).toBe(404);
    expect(newer.json<{ errors: Array<{ error_type: string }> }>().errors[0].error_type).toBe(
      'DATABASE_NOT_FOUND_ERROR',
    );
  });

  it('hides databases the user has no access to, and needs a login', async () => {
    await createUser(app, 'no_db_access', ['Gamma']);
    const session = await loginSession(app, 'no_db_access', 'no_db_access-password');
    const schemas = await get('/api/v1/database/1/schemas/', session.cookie);
    expect(schemas.statusCode).toBe(404);
    const anonymous = await app.inject({ url: '/api/v1/database/1/schemas/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
