/** The toolbar offers saving, scheduling and sharing only to users whose roles allow them. */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { BootstrapUser } from '../../../src/app/bootstrap';
import { bootstrapLoaded } from '../../../src/features/shell/bootstrapSlice';
import { EditorToolbar } from '../../../src/features/sqlLab/components/EditorToolbar';
import { makeEditor } from './fixtures';
import { makeStore } from './tabsTestKit';

const SCHEDULED_QUERIES = {
  JSONSCHEMA: { type: 'object', properties: { output_table: { type: 'string', title: 'Output table name' } } },
};

function renderToolbarFor(roles: BootstrapUser['roles']) {
  const editor = makeEditor({ id: 'a', name: 'Nightly', sql: 'SELECT 1', dbId: 1 });
  const store = makeStore(false, { queryEditors: [editor], tabHistory: ['a'] }, { SCHEDULED_QUERIES });
  store.dispatch(
    bootstrapLoaded({
      user: { userId: 3, username: 'sam', roles, permissions: {} },
      common: store.getState().bootstrap.common,
    }),
  );
  render(
    <Provider store={store}>
      <EditorToolbar editor={editor} onRun={() => undefined} onStop={() => undefined} onFormat={() => undefined} />
    </Provider>,
  );
}

describe('EditorToolbar: what the roles allow', () => {
  it('offers Save and Schedule with can_write on SavedQuery, and Copy link with can_write on SqlLabPermalinkRestApi', () => {
    renderToolbarFor({
      sql_lab: [
        ['can_read', 'SQLLab'],
        ['can_write', 'SavedQuery'],
        ['can_write', 'SqlLabPermalinkRestApi'],
      ],
    });
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run' })).toBeInTheDocument();
  });

  it('offers none of them without those pairs (the server would refuse), but still runs queries', () => {
    renderToolbarFor({
      reader: [
        ['can_read', 'SQLLab'],
        ['can_read', 'SavedQuery'],
        ['can_read', 'SqlLabPermalinkRestApi'],
      ],
    });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run' })).toBeInTheDocument();
  });

  it('offers everything to a role named admin in any letter case', () => {
    renderToolbarFor({ ADMIN: [] });
    for (const name of ['Save', 'Schedule', 'Copy link'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});
