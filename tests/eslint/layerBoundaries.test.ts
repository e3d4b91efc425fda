// @vitest-environment node
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import layout, { boundaryViolation } from '../../eslint/layerBoundaries.js';

describe('the layout boundaries', () => {
  it('lets a feature use another only through its index.ts', () => {
    expect(boundaryViolation('src/features/explore/ExplorePage.tsx', 'src/features/charts')).toBeNull();
    expect(boundaryViolation('src/features/explore/ExplorePage.tsx', 'src/features/charts/index.ts')).toBeNull();
    expect(boundaryViolation('src/features/explore/a/b.ts', 'src/features/charts/controlPanel/sharedControls')).toBe(
      'Import the charts feature only through its index.ts.',
    );
    expect(boundaryViolation('src/features/explore/a/b.ts', 'src/features/explore/controls/x')).toBeNull();
  });

  it('holds app/ and the entry files to feature indexes, and keeps shared layers free of features', () => {
    expect(boundaryViolation('src/app/router.tsx', 'src/features/sqlLab/components/SqlLabPage')).not.toBeNull();
    expect(boundaryViolation('src/main.tsx', 'src/features/shell/AppLayout')).not.toBeNull();
    expect(boundaryViolation('src/app/router.tsx', 'src/features/sqlLab')).toBeNull();
    expect(boundaryViolation('src/api/sqlLab.ts', 'src/features/sqlLab')).toBe(
      'Shared layers import no feature and nothing from app/.',
    );
    expect(boundaryViolation('src/components/CopyToClipboard/x.tsx', 'src/app/store')).not.toBeNull();
    expect(boundaryViolation('src/components/CopyToClipboard/x.tsx', 'src/utils/toastActions')).toBeNull();
  });

  it('keeps src and server apart, and common free of both', () => {
    expect(boundaryViolation('server/query/chartQuery.ts', 'src/api/chartDataTypes')).not.toBeNull();
    expect(boundaryViolation('src/api/client.ts', 'server/config')).not.toBeNull();
    expect(boundaryViolation('common/labels.ts', 'server/query/queryObjectTypes')).not.toBeNull();
    expect(boundaryViolation('server/query/chartQuery.ts', 'common/queryObject')).toBeNull();
    expect(boundaryViolation('src/api/chartDataTypes.ts', 'common/queryObject')).toBeNull();
  });
});

RuleTester.describe = describe;
RuleTester.it = it;
const root = path.resolve('/repo');
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });

tester.run('layer-boundaries', layout.rules['layer-boundaries'], {
  valid: [
    {
      filename: `${root}/src/features/explore/ExplorePage.tsx`,
      code: "import { x } from '../charts';",
      options: [{ root }],
    },
    { filename: `${root}/src/features/explore/ExplorePage.tsx`, code: "import x from 'react';", options: [{ root }] },
  ],
  invalid: [
    {
      filename: `${root}/src/features/charts/plugins/table/controlPanel.ts`,
      code: "import { shared } from '../../../explore/controls/sharedControls';",
      options: [{ root }],
      errors: [{ message: 'Import the explore feature only through its index.ts.' }],
    },
    {
      filename: `${root}/src/app/router.tsx`,
      code: "const Page = () => import('../features/sqlLab/components/SqlLabPage');",
      options: [{ root }],
      errors: 1,
    },
    {
      filename: `${root}/server/query/chartQuery.ts`,
      code: "export * from '../../src/api/chartDataTypes';",
      options: [{ root }],
      errors: [{ message: 'The server does not import the app: share code through common/.' }],
    },
  ],
});
