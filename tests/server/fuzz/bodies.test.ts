import { defineFuzzSuite } from './harness/suite';
import { contentTypes, emptyBodies, malformedJson, nulls, numberEdges, wrongTypes } from './mutations/bodies';

defineFuzzSuite({
  name: 'bodies (malformed JSON, wrong types, number edges, nulls, empty bodies, content types)',
  families: () => ({ malformedJson, wrongTypes, numberEdges, nulls, emptyBodies, contentTypes }),
  plan: { perRoute: 10 },
  minimumSent: 150,
});
