/**
 * Whether an alert fires, from its query's result, as Superset's AlertCommand decides: the query
 * must return at most one row of one column; 'not null' fires on any value but 0, NULL and NaN;
 * 'operator' compares the value (read as a number; none is 0) with the configured threshold.
 */
import type { Cell, QueryResult } from '../../../engines/types';
import {
  ALERT_INVALID_TYPE_MESSAGE,
  ALERT_VALIDATOR_CONFIG_MESSAGE,
  alertMultipleColumnsMessage,
  alertMultipleRowsMessage,
} from './messages';

const NOT_NULL_VALIDATOR = 'not null';

/** The comparisons an operator validator may use, as Superset's OPERATOR_FUNCTIONS. */
const OPERATORS: Readonly<Record<string, (value: number, threshold: number) => boolean>> = {
  '>=': (value, threshold) => value >= threshold,
  '>': (value, threshold) => value > threshold,
  '<=': (value, threshold) => value <= threshold,
  '<': (value, threshold) => value < threshold,
  '==': (value, threshold) => value === threshold,
  '!=': (value, threshold) => value !== threshold,
};

/** The alert's evaluation failed; the message goes to the execution log. */
export class AlertEvaluationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AlertEvaluationError';
  }
}

export interface AlertVerdict {
  triggered: boolean;
  /** Operator alerts: the number compared (the report's `last_value`). */
  value?: number;
  /** Not-null alerts: the value as text (the report's `last_value_row_json`). */
  valueRowJson?: string;
  /** The condition in words for the notification, e.g. "> 5" or "not null". */
  condition: string;
}

interface OperatorConfig {
  op: string;
  threshold: number;
}

/** The `{op, threshold}` of an operator validator; AlertEvaluationError when unusable. */
function readOperatorConfig(validatorConfigJson: string | null): OperatorConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(validatorConfigJson ?? '');
  } catch {
    throw new AlertEvaluationError(ALERT_VALIDATOR_CONFIG_MESSAGE);
  }
  if (typeof parsed !== 'object' || parsed === null) throw new AlertEvaluationError(ALERT_VALIDATOR_CONFIG_MESSAGE);
  const { op, threshold } = parsed as { op?: unknown; threshold?: unknown };
  if (typeof op !== 'string' || !(op in OPERATORS) || typeof threshold !== 'number' || !Number.isFinite(threshold)) {
    throw new AlertEvaluationError(ALERT_VALIDATOR_CONFIG_MESSAGE);
  }
  return { op, threshold };
}

/** The single cell, or undefined for no rows; AlertEvaluationError for more than one row or column (as Superset, an empty result is not checked further). */
function singleCell(result: QueryResult): Cell | undefined {
  if (result.rows.length === 0) return undefined;
  if (result.rows.length > 1) throw new AlertEvaluationError(alertMultipleRowsMessage(result.rows.length));
  if (result.columns.length > 1) throw new AlertEvaluationError(alertMultipleColumnsMessage(result.columns.length));
  const [row] = result.rows;
  const [column] = result.columns;
  if (row === undefined || column === undefined) return undefined;
  return row[column.name] ?? null;
}

/** The values Superset treats as "nothing": 0 (False too), NULL and NaN. */
function isNothing(cell: Cell | undefined): boolean {
  return cell === undefined || cell === null || cell === 0 || cell === false || Number.isNaN(cell);
}

/** Python's float() of a cell: numbers, booleans and numeric text; null when it is none of them. */
function asNumber(cell: Cell): number | null {
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'boolean') return cell ? 1 : 0;
  if (typeof cell !== 'string') return null;
  const text = cell.trim().toLowerCase();
  if (/^[+-]?(inf|infinity)$/.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (/^[+-]?nan$/.test(text)) return Number.NaN;
  if (text === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(text.replace(/_/g, ''))) return null;
  return Number(text.replace(/_/g, ''));
}

/** Python's str() of a cell, as Superset stores a not-null alert's value. */
function pythonText(cell: Cell | undefined): string {
  if (cell === undefined || cell === null) return 'None';
  if (typeof cell === 'boolean') return cell ? 'True' : 'False';
  if (typeof cell === 'number') return Number.isNaN(cell) ? 'nan' : String(cell);
  if (typeof cell === 'string') return cell;
  return JSON.stringify(cell);
}

/** Evaluates the alert's validator on its query's result. */
export function evaluateAlert(
  validatorType: string | null,
  validatorConfigJson: string | null,
  result: QueryResult,
): AlertVerdict {
  const cell = singleCell(result);
  if (validatorType === NOT_NULL_VALIDATOR) {
    return { triggered: !isNothing(cell), valueRowJson: pythonText(cell), condition: NOT_NULL_VALIDATOR };
  }
  let value = 0;
  if (cell !== undefined && !isNothing(cell)) {
    const number = asNumber(cell);
    if (number === null) throw new AlertEvaluationError(ALERT_INVALID_TYPE_MESSAGE);
    value = number;
  }
  const { op, threshold } = readOperatorConfig(validatorConfigJson);
  return { triggered: OPERATORS[op](value, threshold), value, condition: `${op} ${threshold}` };
}
