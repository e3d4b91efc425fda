import { defineFuzzSuite } from './harness/suite';
import { pathParams } from './mutations/paths';

defineFuzzSuite({
  name: 'path parameters (non-numeric, hex, negative, huge, traversal, encoded slashes, long)',
  families: () => ({ pathParams }),
  plan: { perRoute: 200 },
  minimumSent: 150,
});
