/** The cross-filter scoping modal, for the dashboard page (through the feature's index). */
export {
  CrossFilterScopingModal,
  CROSS_FILTER_SCOPING_TITLE,
  type CrossFilterScopingModalProps,
} from './CrossFilterScopingModal';
