export { ErrorBox } from './ErrorBox';
export { registerErrorDisplay, resetErrorDisplayRegistry } from './errorDisplayRegistry';
export type { ErrorDisplayProps } from './types';
