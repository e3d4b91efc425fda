import React from 'react';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { writeFileSync } from 'node:fs';
const theme = { token: { colorPrimary: '#20a7c9', borderRadius: 4 }, cssVar: { key: 'tessera' } };
const includes = process.argv[2].split(',');
const css = extractStyle({ includes, customTheme: (node) => <ConfigProvider theme={theme}>{node}</ConfigProvider> });
writeFileSync('/tmp/proto/antd-sub.css', css);
console.log('bytes', css.length);
