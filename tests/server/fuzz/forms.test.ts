import { defineFuzzSuite } from './harness/suite';
import { malformedForms } from './mutations/multipart';

defineFuzzSuite({
  name: 'form bodies (truncated and malformed multipart and url-encoded)',
  families: () => ({ malformedForms }),
  plan: { perRoute: 40 },
  minimumSent: 150,
});
