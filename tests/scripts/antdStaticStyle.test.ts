import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdComponentsImportedBy, antdComponentsOfApp, renderAntdStyles } from '../../scripts/vite/antdStaticStyle';

describe('antdStaticStyle', () => {
  it('reads the components an antd import names, leaving types, props and other packages out', () => {
    const source = [
      "import { Button, Modal as AntdModal, type TableProps, SelectProps, Typography } from 'antd';",
      "import type { MenuProps } from 'antd';",
      "import { Spin,\n  Tabs } from 'antd';",
      "import { Button as Other } from 'somewhere-else';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(antdComponentsImportedBy(source).sort()).toEqual(['Button', 'Modal', 'Spin', 'Tabs', 'Typography']);
  });

  it('collects the components of every source file, with the static helpers and without ConfigProvider', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'tessera-antd-sources-'));
    await mkdir(path.join(root, 'features', 'deep'), { recursive: true });
    await writeFile(path.join(root, 'app.tsx'), "import { ConfigProvider, Button } from 'antd';");
    await writeFile(path.join(root, 'features', 'deep', 'list.ts'), "import { Table } from 'antd';");
    await writeFile(path.join(root, 'features', 'notes.md'), "import { Tree } from 'antd';");
    expect(await antdComponentsOfApp(root)).toEqual(['App', 'Button', 'Modal', 'Table', 'message', 'notification']);
  });

  it("renders the components' styles with the app's theme and antd's map of the styles it may skip", async () => {
    const css = await renderAntdStyles(['Button']);
    expect(css).toContain('.ant-btn');
    // The theme's primary colour, in the CSS variables of the app's fixed key.
    expect(css).toMatch(/\.tessera\{[^}]*--ant-color-primary:#20a7c9/);
    expect(css).toMatch(/\.data-ant-cssinjs-cache-path\{content:"[^"]*Button-Button\|ant-btn/);
    expect(css).not.toContain('.ant-table');
  }, 60_000);
});
