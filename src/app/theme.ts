import type { ThemeConfig } from 'antd';

/** The class under which antd defines the theme's CSS variables (its `cssVar.key`). */
export const THEME_VARIABLES_CLASS = 'tessera';

/**
 * The component library's theme. The build renders antd's styles with this same object into a
 * static stylesheet (scripts/vite/antdStaticStyle.ts), so the two must never differ: a fixed
 * CSS-variable key keeps the build's class names equal to the browser's (antd's default key
 * comes from React's useId).
 */
export const APP_THEME: ThemeConfig = {
  token: { colorPrimary: '#20a7c9', borderRadius: 4 },
  cssVar: { key: THEME_VARIABLES_CLASS },
};
