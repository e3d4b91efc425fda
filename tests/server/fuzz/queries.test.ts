import { defineFuzzSuite } from './harness/suite';
import { listFilters } from './harness/plan';
import { queryFamily } from './mutations/queries';

defineFuzzSuite({
  name: 'query strings (bad rison, paging, list filters, wrong arguments)',
  families: async (context) => ({ queries: queryFamily(await listFilters(context)) }),
  plan: { perRoute: 40 },
  minimumSent: 150,
});
