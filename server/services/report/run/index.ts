export { runReport, type ReportRunOutcome } from './runReport';
export { evaluateAlert, AlertEvaluationError } from './alertValidator';
export {
  ReportState,
  WORKING_TIMEOUT_MESSAGE,
  PREVIOUS_WORKING_MESSAGE,
  SERVER_STOPPED_MESSAGE,
  missedRunsMessage,
} from './messages';
