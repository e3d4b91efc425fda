import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetClient } from '../../../../src/api/client';
import type { NativeFilterConfig } from '../../../../src/features/nativeFilters/rules/filterTypes';
import { byDataTest, renderModal, savedFilter, server } from './configModalKit';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetClient());

function checkbox(title: string): HTMLElement {
  const titleElement = [...document.querySelectorAll('.ant-tree-title')].find(
    (item) => item.textContent?.trim() === title,
  );
  if (!titleElement) throw new Error(`no tree node ${title}`);
  return titleElement.closest('.ant-tree-treenode')!.querySelector<HTMLElement>('.ant-tree-checkbox')!;
}

const isChecked = (title: string) => checkbox(title).classList.contains('ant-tree-checkbox-checked');

async function saveScope(onSave: ReturnType<typeof renderModal>['onSave']) {
  await userEvent.setup().click(byDataTest('filters-config-save'));
  await waitFor(() => expect(onSave).toHaveBeenCalled());
  return onSave.mock.calls.at(-1)![0].items[0] as NativeFilterConfig;
}

describe('the Scoping tab', () => {
  it('checks every chart by default; unchecking one excludes it', async () => {
    const { onSave } = renderModal({ items: [savedFilter('NATIVE_FILTER-Region')] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Scoping' }));
    expect(['All panels', 'Sales', 'North', 'Orders', 'Returns', 'South', 'Margin'].every(isChecked)).toBe(true);
    await user.click(checkbox('Orders'));
    const filter = await saveScope(onSave);
    expect(filter).toMatchObject({
      scope: { rootPath: ['ROOT_ID'], excluded: [2] },
      chartsInScope: [1, 3, 4],
      tabsInScope: ['TAB-1', 'TAB-2'],
    });
  });

  it('one whole tab becomes the root', async () => {
    const { onSave } = renderModal({ items: [savedFilter('NATIVE_FILTER-Region')] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Scoping' }));
    await user.click(checkbox('All panels'));
    expect(isChecked('Sales')).toBe(false);
    await user.click(checkbox('North'));
    const filter = await saveScope(onSave);
    expect(filter).toMatchObject({
      scope: { rootPath: ['TAB-1'], excluded: [] },
      chartsInScope: [2, 3],
      tabsInScope: ['TAB-1'],
    });
  });

  it('shows a stored scope and flags charts on another dataset', async () => {
    renderModal({
      items: [savedFilter('NATIVE_FILTER-Region', { scope: { rootPath: ['TAB-1', 'TAB-2'], excluded: [3] } })],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Scoping' }));
    expect(isChecked('Orders')).toBe(true);
    expect(isChecked('Margin')).toBe(true);
    expect(isChecked('Returns')).toBe(false);
    expect(isChecked('Sales')).toBe(false);
    expect(
      screen.getByLabelText("This chart might be incompatible with the filter (datasets don't match)"),
    ).toBeInTheDocument();
  });
});
