export { buildExportBundle } from './exportBundle';
export { handleImport, prepareImportScope, sendBundle } from './importRequest';
