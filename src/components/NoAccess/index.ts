export { NoAccess, NO_ACCESS_TITLE, type NoAccessProps } from './NoAccess';
