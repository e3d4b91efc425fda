/**
 * The datasource ("data") payload Explore and dashboards receive for a dataset, as the client reads
 * it: the wire shape of common/datasourcePayload.ts (what the embedded server sends) with every key
 * the client can do without optional, as a real Superset's query and saved-query datasources send
 * fewer, and `type_generic` accepted by name too.
 */
import type {
  DatasetOwner,
  DatasourceColumnPayload,
  DatasourceDatabasePayload,
  DatasourceMetricPayload,
  DatasourcePayload,
} from '../../common/datasourcePayload';
import type { GenericDataType, GenericTypeName } from '../../common/genericDataTypes';
import type { DatasourceType } from '../../common/queryObject';

/** `T` with the keys `K` required and every other key optional. */
type WithRequired<T, K extends keyof T> = Partial<Omit<T, K>> & Pick<T, K>;

export type DatasourceColumn = WithRequired<Omit<DatasourceColumnPayload, 'type_generic'>, 'column_name'> & {
  type_generic?: GenericTypeName | GenericDataType | null;
};

type DatasourceMetric = WithRequired<DatasourceMetricPayload, 'metric_name' | 'expression'>;

type DatasourceDatabase = WithRequired<DatasourceDatabasePayload, 'id'>;

type ReadKeys = 'id' | 'uid' | 'type' | 'name' | 'columns' | 'metrics' | 'database' | 'owners' | 'select_star';

export type DatasourceMeta = Partial<Omit<DatasourcePayload, ReadKeys>> & {
  id: number;
  uid: string;
  type: DatasourceType;
  name: string;
  columns: DatasourceColumn[];
  metrics: DatasourceMetric[];
  database?: DatasourceDatabase;
  owners?: DatasetOwner[];
  select_star?: string | null;
  [key: string]: unknown;
};
