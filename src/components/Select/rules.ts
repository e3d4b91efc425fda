/**
 * The Select's behaviour as pure functions: pasting, new options, 'Select All', paging and
 * keeping values valid. The component only wires these to antd.
 */
import type { ReactNode } from 'react';
import { SELECT_SCROLL_LOAD_THRESHOLD } from '../../constants';

export type SelectRawValue = string | number;
export type SelectMode = 'single' | 'multiple';

export interface SelectOption {
  label: ReactNode;
  value: SelectRawValue;
  disabled?: boolean;
}

export const DEFAULT_TOKEN_SEPARATORS = [',', '\n', '\t', ';'];
export const SELECT_ALL_LABEL = 'Select All';
/** The value of the 'Select All' entry; never part of a value handed to onChange. */
export const SELECT_ALL_VALUE = '__tessera_select_all__';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Pasted text cut on any separator, trimmed, without empty pieces or repeats. */
export function splitPastedText(text: string, separators: string[] = DEFAULT_TOKEN_SEPARATORS): string[] {
  const pattern = separators.length ? new RegExp(separators.map(escapeRegExp).join('|')) : /$^/;
  const pieces = text
    .split(pattern)
    .map((piece) => piece.trim())
    .filter(Boolean);
  return [...new Set(pieces)];
}

function sameValue(a: SelectRawValue, b: SelectRawValue): boolean {
  return String(a) === String(b);
}

/** The option whose value, or whose text label, equals `text`. */
function findOptionByText(options: SelectOption[], text: string): SelectOption | undefined {
  return (
    options.find((option) => sameValue(option.value, text)) ??
    options.find((option) => typeof option.label === 'string' && option.label === text)
  );
}

/**
 * The values a paste selects: each piece's matching enabled option, or — only when new options
 * are allowed — the piece itself as a new value. Pieces that match nothing are dropped.
 */
export function resolvePastedValues(
  pieces: string[],
  options: SelectOption[],
  allowNewOptions: boolean,
): SelectRawValue[] {
  const values: SelectRawValue[] = [];
  for (const piece of pieces) {
    const option = findOptionByText(options, piece);
    if (option && !option.disabled) values.push(option.value);
    else if (!option && allowNewOptions) values.push(piece);
  }
  return values;
}

/** `current` plus `added`, in order, without repeats. */
export function mergeValues(current: SelectRawValue[], added: SelectRawValue[]): SelectRawValue[] {
  const merged = [...current];
  for (const value of added) {
    if (!merged.some((existing) => sameValue(existing, value))) merged.push(value);
  }
  return merged;
}

/** Options whose text label or value contains the search text, ignoring case. */
export function filterOptions(options: SelectOption[], searchText: string): SelectOption[] {
  const needle = searchText.trim().toLowerCase();
  if (!needle) return options;
  return options.filter(
    (option) =>
      (typeof option.label === 'string' && option.label.toLowerCase().includes(needle)) ||
      String(option.value).toLowerCase().includes(needle),
  );
}

/**
 * When new options are allowed, the typed text is offered first as an option of its own,
 * unless an option already has it as value or label.
 */
export function withTypedOption(options: SelectOption[], searchText: string, allowNewOptions: boolean): SelectOption[] {
  const typed = searchText.trim();
  if (!allowNewOptions || !typed || findOptionByText(options, typed)) return options;
  return [{ label: typed, value: typed }, ...options];
}

/**
 * Options for values that are not among `options` (created by typing or pasting), so they
 * keep a label and stay listed while selected.
 */
export function optionsForUnknownValues(values: SelectRawValue[], options: SelectOption[]): SelectOption[] {
  return values
    .filter((value) => !options.some((option) => sameValue(option.value, value)))
    .map((value) => ({ label: String(value), value }));
}

/** 'Select All' shows only in multiple mode, with more than one enabled option and no search. */
export function shouldShowSelectAll(mode: SelectMode, options: SelectOption[], searchText: string): boolean {
  if (mode !== 'multiple' || searchText.trim() !== '') return false;
  return options.filter((option) => !option.disabled).length > 1;
}

/** Every enabled option's value, plus disabled ones already selected (they cannot be changed). */
export function selectAllValues(options: SelectOption[], current: SelectRawValue[]): SelectRawValue[] {
  const lockedSelected = current.filter((value) =>
    options.some((option) => option.disabled && sameValue(option.value, value)),
  );
  const enabled = options.filter((option) => !option.disabled).map((option) => option.value);
  return mergeValues(lockedSelected, enabled);
}

/** Deselecting all keeps only the disabled options that were selected. */
export function deselectAllValues(options: SelectOption[], current: SelectRawValue[]): SelectRawValue[] {
  return current.filter((value) => options.some((option) => option.disabled && sameValue(option.value, value)));
}

export function areAllEnabledSelected(options: SelectOption[], current: SelectRawValue[]): boolean {
  const enabled = options.filter((option) => !option.disabled);
  return enabled.length > 0 && enabled.every((option) => current.some((value) => sameValue(value, option.value)));
}

/** The first `pagesLoaded` pages of options. */
export function visibleOptions(options: SelectOption[], pagesLoaded: number, pageSize: number): SelectOption[] {
  return options.slice(0, Math.max(1, pagesLoaded) * pageSize);
}

interface ScrollPosition {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** True once the list is scrolled past 70 % of the distance it can scroll. */
export function isScrolledPastThreshold(
  { scrollTop, scrollHeight, clientHeight }: ScrollPosition,
  threshold: number = SELECT_SCROLL_LOAD_THRESHOLD,
): boolean {
  const scrollable = scrollHeight - clientHeight;
  return scrollable > 0 && scrollTop > scrollable * threshold;
}

/**
 * With fixed choices, a value not among them is dropped: a single select keeps its value only
 * if it is a choice (else undefined); a multiple select keeps only the values that are.
 */
export function keepValuesAmongChoices(
  value: SelectRawValue | SelectRawValue[] | null | undefined,
  options: SelectOption[],
  mode: SelectMode,
): SelectRawValue | SelectRawValue[] | undefined {
  const isChoice = (candidate: SelectRawValue) => options.some((option) => sameValue(option.value, candidate));
  if (mode === 'multiple') {
    const values = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
    return values.filter(isChoice);
  }
  if (value === null || value === undefined || Array.isArray(value)) return undefined;
  return isChoice(value) ? value : undefined;
}

/** Any value shape as a list. */
export function toValueList(value: SelectRawValue | SelectRawValue[] | null | undefined): SelectRawValue[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
