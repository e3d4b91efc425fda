// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  queryEditorSetAutorun,
  queryEditorSetCursorPosition,
  queryEditorSetDb,
  queryEditorSetHideLeftBar,
  queryEditorSetNorthPercent,
  queryEditorSetQueryLimit,
  queryEditorSetSchema,
  queryEditorSetSelectedText,
  queryEditorSetSouthPercent,
  queryEditorSetSql,
  queryEditorSetTemplateParams,
  queryEditorSetTitle,
} from '../../../src/features/sqlLab/sqlLabSlice';
import { NOW, makeEditor, makeState, reduce } from './fixtures';

const twoTabs = () => makeState({ queryEditors: [makeEditor(), makeEditor({ id: 'qe2' })] });

describe('edits of a tab', () => {
  it.each([
    ['sql', queryEditorSetSql('qe1', 'SELECT 2', NOW), 'SELECT 2'],
    ['dbId', queryEditorSetDb('qe1', 3, NOW), 3],
    ['schema', queryEditorSetSchema('qe1', 'sales', NOW), 'sales'],
    ['queryLimit', queryEditorSetQueryLimit('qe1', 10, NOW), 10],
    ['templateParams', queryEditorSetTemplateParams('qe1', '{"a": 1}', NOW), '{"a": 1}'],
    ['name', queryEditorSetTitle('qe1', 'Revenue', NOW), 'Revenue'],
    ['autorun', queryEditorSetAutorun('qe1', true, NOW), true],
    ['hideLeftBar', queryEditorSetHideLeftBar('qe1', true, NOW), true],
    ['northPercent', queryEditorSetNorthPercent('qe1', 45, NOW), 45],
    ['southPercent', queryEditorSetSouthPercent('qe1', 55, NOW), 55],
  ] as const)('puts %s of the active tab into unsavedQueryEditor with updatedAt', (field, action, value) => {
    const state = reduce(twoTabs(), action);
    expect(state.unsavedQueryEditor).toEqual({ id: 'qe1', [field]: value, updatedAt: NOW });
    expect(state.queryEditors[0]).toEqual(makeEditor());
  });

  it('writes an edit of another tab straight into the list', () => {
    const state = reduce(twoTabs(), queryEditorSetTitle('qe2', 'Other', NOW));
    expect(state.queryEditors[1]).toMatchObject({ name: 'Other', updatedAt: NOW });
    expect(state.unsavedQueryEditor).toEqual({});
  });

  it('accumulates successive edits of the active tab', () => {
    const state = reduce(
      twoTabs(),
      queryEditorSetSql('qe1', 'SELECT 2', NOW - 1),
      queryEditorSetSchema('qe1', 'hr', NOW),
    );
    expect(state.unsavedQueryEditor).toEqual({ id: 'qe1', sql: 'SELECT 2', schema: 'hr', updatedAt: NOW });
  });

  it('ignores a value that is already in place', () => {
    const state = twoTabs();
    expect(reduce(state, queryEditorSetSql('qe1', 'SELECT 1', NOW))).toBe(state);
  });

  it('does not stamp updatedAt for selection and caret moves', () => {
    const state = reduce(
      twoTabs(),
      queryEditorSetSelectedText('qe1', 'SELECT', NOW),
      queryEditorSetCursorPosition('qe1', { row: 2, column: 4 }, NOW),
    );
    expect(state.unsavedQueryEditor).toEqual({
      id: 'qe1',
      selectedText: 'SELECT',
      cursorPosition: { row: 2, column: 4 },
    });
  });

  it('ignores an unknown tab', () => {
    const state = twoTabs();
    expect(reduce(state, queryEditorSetSql('nope', 'SELECT 2', NOW))).toBe(state);
  });
});
