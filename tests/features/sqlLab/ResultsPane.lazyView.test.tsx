import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ResultsPane } from '../../../src/features/sqlLab/components/ResultsPane';
import { makeEditor, makeQuery } from './fixtures';
import { makeStore } from './sqlLabTestStore';

describe("a run's view, downloaded with the first run shown", () => {
  it('shows a spinner until it has arrived, then the run', async () => {
    const query = makeQuery({ state: 'running', progress: 42, startDttm: Date.now() - 1500 });
    const store = makeStore({
      queryEditors: [makeEditor({ latestQueryId: query.id })],
      queries: { [query.id]: query },
    });
    const { container } = render(
      <Provider store={store}>
        <ResultsPane queryEditorId="qe1" onRerun={() => undefined} />
      </Provider>,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(container.querySelector('.ant-spin')).not.toBeNull();
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  });
});
