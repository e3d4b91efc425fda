/**
 * A tab's template parameters are a JSON object written as text. An empty text means none. The
 * editor checks the text as it is typed, and a run with invalid parameters is not sent.
 */

export const TEMPLATE_PARAMS_NOT_OBJECT_MESSAGE = 'Template parameters must be a JSON object.';
const INVALID_TEMPLATE_PARAMS_PREFIX = 'Invalid template parameters';

/** Null when the text is empty or a JSON object; otherwise what is wrong with it. */
export function templateParamsError(text: string | null | undefined): string | null {
  if (!text || !text.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (caught) {
    const reason = caught instanceof Error ? caught.message : String(caught);
    return `${INVALID_TEMPLATE_PARAMS_PREFIX}: ${reason}`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return TEMPLATE_PARAMS_NOT_OBJECT_MESSAGE;
  return null;
}
