import { defineFuzzSuite } from './harness/suite';
import { listFilters } from './harness/plan';
import { bigStrings, deepNesting, unicode } from './mutations/bigInputs';
import { contentTypes, emptyBodies, malformedJson, nulls, wrongTypes } from './mutations/bodies';
import { malformedForms } from './mutations/multipart';
import { pathParams } from './mutations/paths';
import { queryFamily } from './mutations/queries';

// A user with few permissions: refusals come from the permission checks, before or after parsing.
defineFuzzSuite({
  name: 'as a Gamma user (a sample of every family)',
  families: async (context) => ({
    malformedJson,
    wrongTypes,
    nulls,
    emptyBodies,
    contentTypes,
    bigStrings,
    deepNesting,
    unicode,
    queries: queryFamily(await listFilters(context)),
    pathParams,
    malformedForms,
  }),
  plan: { perRoute: 3, actor: 'gamma', share: 0.25 },
  minimumSent: 150,
});
