/** The report schedule's messages, word for word as the spec (§8) and Superset's dialog say. */
export const REPORT_MESSAGES = {
  fetchFailed: 'There was an issue fetching reports attached to this dashboard.',
  toggleFailed: 'We were unable to active or deactivate this report.',
  deleteFailed: 'Your report could not be deleted',
  created: 'The report has been created',
  updated: 'Report updated',
  createFailed: 'Failed to create report',
  updateFailed: 'Failed to update report',
} as const;

/** 'Deleted: {name}'. */
export const reportDeletedText = (name: string) => `Deleted: ${name}`;

export const REPORT_LABELS = {
  newTitle: 'Schedule a new email report',
  editTitle: 'Edit email report',
  manage: 'Manage email report',
  setUp: 'Set up an email report',
  active: 'Email reports active',
  edit: 'Edit email report',
  delete: 'Delete email report',
  deleteConfirmTitle: 'Delete Report?',
  add: 'Add',
  save: 'Save',
  cancel: 'Cancel',
} as const;

/** Superset's default name: 'Weekly Report for {chart or dashboard}' (or 'Weekly Report'). */
export const defaultReportName = (targetName: string) =>
  targetName ? `Weekly Report for ${targetName}` : 'Weekly Report';
