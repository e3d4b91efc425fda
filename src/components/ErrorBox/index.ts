export { ErrorBox, DEFAULT_ERROR_TITLE } from './ErrorBox';
export type { ErrorBoxProps } from './ErrorBox';
export { registerErrorDisplay, getErrorDisplay, resetErrorDisplayRegistry } from './errorDisplayRegistry';
export type { ErrorDisplayProps, ErrorSource } from './types';
export { describeError, errorToPlainText } from './describeError';
export type { ErrorDescription } from './describeError';
