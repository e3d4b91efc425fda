/**
 * The adhoc filter operators (spec charts §5, §9): which take no value, one value or many.
 */
import type { FilterOperator } from '../../../api/chartDataTypes';

interface OperatorOption {
  operator: FilterOperator;
  label: string;
}

export const FILTER_OPERATORS: readonly OperatorOption[] = [
  { operator: '==', label: 'Equal to (=)' },
  { operator: '!=', label: 'Not equal to (≠)' },
  { operator: '<', label: 'Less than (<)' },
  { operator: '<=', label: 'Less or equal (<=)' },
  { operator: '>', label: 'Greater than (>)' },
  { operator: '>=', label: 'Greater or equal (>=)' },
  { operator: 'IN', label: 'In' },
  { operator: 'NOT IN', label: 'Not in' },
  { operator: 'LIKE', label: 'Like' },
  { operator: 'ILIKE', label: 'Like (case insensitive)' },
  { operator: 'REGEX', label: 'Regex' },
  { operator: 'IS NOT NULL', label: 'Is not null' },
  { operator: 'IS NULL', label: 'Is null' },
  { operator: 'IS TRUE', label: 'Is true' },
  { operator: 'IS FALSE', label: 'Is false' },
  { operator: 'TEMPORAL_RANGE', label: 'TEMPORAL_RANGE' },
];

const NO_VALUE: ReadonlySet<string> = new Set(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);
const MANY_VALUES: ReadonlySet<string> = new Set(['IN', 'NOT IN']);

type OperatorArity = 'none' | 'single' | 'many';

export function operatorArity(operator: string | undefined): OperatorArity {
  if (!operator) return 'single';
  if (NO_VALUE.has(operator)) return 'none';
  if (MANY_VALUES.has(operator)) return 'many';
  return 'single';
}
