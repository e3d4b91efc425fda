/** Estimating a tab's query cost (reference §2.4): kept per tab in `queryCostEstimates`. */
import { estimateCost } from '../../../api/sqlLab';
import { getClientErrorObject } from '../../../api/errors';
import { costEstimateFailed, costEstimateReturned, costEstimateStarted } from '../sqlLabSlice';
import type { QueryEditor } from '../types';
import type { SqlLabThunk } from './thunkTypes';

const ESTIMATE_FAILED_MESSAGE = 'Failed at retrieving results';

/** Template parameters as the estimate endpoint wants them: an object ({} when not valid JSON). */
export function parseTemplateParams(templateParams: string | null | undefined): Record<string, unknown> {
  if (!templateParams) return {};
  try {
    const parsed: unknown = JSON.parse(templateParams);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Estimates the cost of the tab's selected text, or of its whole SQL. */
export function estimateQueryCost(
  editor: Pick<QueryEditor, 'id' | 'dbId' | 'schema' | 'sql' | 'selectedText' | 'templateParams'>,
): SqlLabThunk<Promise<void>> {
  return async (dispatch) => {
    if (editor.dbId === null) return;
    dispatch(costEstimateStarted(editor.id));
    try {
      const cost = await estimateCost({
        database_id: editor.dbId,
        schema: editor.schema,
        sql: editor.selectedText || editor.sql,
        template_params: parseTemplateParams(editor.templateParams),
      });
      dispatch(costEstimateReturned({ queryEditorId: editor.id, cost }));
    } catch (caught) {
      const error = await getClientErrorObject(caught);
      dispatch(
        costEstimateFailed({
          queryEditorId: editor.id,
          error: error.error || error.statusText || ESTIMATE_FAILED_MESSAGE,
        }),
      );
    }
  };
}
