import { defineFuzzSuite } from './harness/suite';
import { bigStrings, deepNesting, unicode } from './mutations/bigInputs';

defineFuzzSuite({
  name: 'big inputs (1 MB strings, 10k-deep nesting, NUL bytes and unicode)',
  families: () => ({ bigStrings, deepNesting, unicode }),
  plan: { perRoute: 6 },
  minimumSent: 150,
});
