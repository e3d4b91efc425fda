import type { FastifyInstance } from 'fastify';
import { QueryRepository } from '../store/queries';
import { TableSchemaRepository } from '../store/tableSchemas';
import { TabStateRepository } from '../store/tabStates';

/** The repositories SQL Lab's tab persistence uses, over the app's metadata database. */
export interface TabStateStores {
  tabStates: TabStateRepository;
  tableSchemas: TableSchemaRepository;
  queries: QueryRepository;
}

const storesByApp = new WeakMap<FastifyInstance, TabStateStores>();

/** One set per app (the repositories hold no state besides the database handle). */
export function tabStateStores(app: FastifyInstance): TabStateStores {
  let stores = storesByApp.get(app);
  if (!stores) {
    const db = app.store.db;
    stores = {
      tabStates: new TabStateRepository(db),
      tableSchemas: new TableSchemaRepository(db),
      queries: new QueryRepository(db),
    };
    storesByApp.set(app, stores);
  }
  return stores;
}
