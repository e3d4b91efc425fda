export { ErrorBox } from './ErrorBox';
export { registerErrorDisplay, resetErrorDisplayRegistry } from './errorDisplayRegistry';
export { AccessErrorDisplay } from './displays/AccessErrorDisplay';
export { DatabaseErrorDisplay } from './displays/DatabaseErrorDisplay';
export { ParameterErrorDisplay } from './displays/ParameterErrorDisplay';
export { TimeoutErrorDisplay } from './displays/TimeoutErrorDisplay';
export type { ErrorDisplayProps } from './types';
