/**
 * The ordering of pivot keys and values (react-pivottable's natural sort): nulls first, then
 * numbers by value, then text with digit runs compared as numbers ('item 2' before 'item 10').
 */
import type { ChartDataCell } from '../../../../api/chartDataTypes';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' });

export function naturalCompare(a: ChartDataCell | undefined, b: ChartDataCell | undefined): number {
  const left = a ?? null;
  const right = b ?? null;
  if (left === right) return 0;
  if (left === null) return -1;
  if (right === null) return 1;
  const leftIsNumber = typeof left === 'number';
  const rightIsNumber = typeof right === 'number';
  if (leftIsNumber && rightIsNumber) return left - right;
  if (leftIsNumber) return -1;
  if (rightIsNumber) return 1;
  return collator.compare(String(left), String(right));
}
