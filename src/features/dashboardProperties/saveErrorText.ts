/** The texts a failed dashboard save shows (spec charts §6 and §8, word for word). */
import { FORBIDDEN_MESSAGE, NO_EDIT_PERMISSION_TEMPLATE, SAVE_ERROR_TEMPLATE } from '../../api/errors';
import type { ClientError } from '../../api/types';

/** The spec's refusal of a dashboard save (also edit mode for someone who may not edit). */
export const NO_PERMISSIONS_TO_EDIT_DASHBOARD = 'You do not have permissions to edit this dashboard.';
const UNKNOWN_SAVE_ERROR = 'Sorry, an unknown error occurred';
export const DASHBOARD_SAVED_TEXT = 'The dashboard has been saved';

/** 'You do not have permission to edit this dashboard': a refused metadata save. */
const NO_PERMISSION_TO_EDIT_DASHBOARD = NO_EDIT_PERMISSION_TEMPLATE.replace('%s', 'dashboard');

function fill(template: string, ...values: string[]): string {
  return values.reduce((text, value) => text.replace('%s', value), template);
}

function isForbidden(error: ClientError): boolean {
  return error.status === 403 || error.error === FORBIDDEN_MESSAGE;
}

/** The field errors of a 400/422 body (`{"message": {"json_metadata": [...]}}`) as one line. */
function fieldErrorsText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as { message?: unknown }).message;
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const parts = Object.entries(message as Record<string, unknown>).map(
    ([field, detail]) => `${field}: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`,
  );
  return parts.length > 0 ? parts.join('; ') : null;
}

export type DashboardSaveKind = 'properties' | 'css' | 'publish' | 'layout';

/**
 * What the user reads when a save failed. A refusal of the user's rights: the properties modal
 * saves metadata ('…permission to edit this dashboard'), the CSS editor, the publish toggle and
 * edit mode save the dashboard ('…permissions to edit this dashboard.'). Anything else: Superset's save message.
 */
export function dashboardSaveErrorText(error: ClientError | undefined, kind: DashboardSaveKind): string {
  if (!error) return UNKNOWN_SAVE_ERROR;
  if (isForbidden(error)) {
    return kind === 'properties' ? NO_PERMISSION_TO_EDIT_DASHBOARD : NO_PERMISSIONS_TO_EDIT_DASHBOARD;
  }
  const reason = fieldErrorsText(error.body) ?? error.error;
  return reason ? fill(SAVE_ERROR_TEMPLATE, 'dashboard', reason) : UNKNOWN_SAVE_ERROR;
}
