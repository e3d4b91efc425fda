export { buildReportContent } from './buildReportContent';
export { ReportContentError, type ReportContent, type ReportToRender } from './types';
