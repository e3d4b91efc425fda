export { buildExportBundle, type ExportedBundle, type ExportResource } from './exportBundle';
export { handleImport, prepareImportScope, sendBundle } from './importRequest';
