export { deliverReport } from './deliverReport';
export { ReportDeliveryError, type DeliveryKind } from './types';
