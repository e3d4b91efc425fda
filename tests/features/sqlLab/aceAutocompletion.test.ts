import type { Ace } from 'ace-builds';
import { afterEach, describe, expect, it, vi } from 'vitest';

const languageToolsLoaded = vi.fn();

function fakeEditor() {
  const container = document.createElement('div');
  const setOptions = vi.fn();
  return { editor: { container, setOptions } as unknown as Ace.Editor, container, setOptions };
}

const pressKey = (element: HTMLElement) => element.dispatchEvent(new KeyboardEvent('keydown', { key: 's' }));

async function loadModule(failFirst = false) {
  vi.resetModules();
  let attempts = 0;
  vi.doMock('ace-builds/src-noconflict/ext-language_tools', () => {
    attempts += 1;
    if (failFirst && attempts === 1) throw new Error('offline');
    languageToolsLoaded();
    return {};
  });
  return import('../../../src/features/sqlLab/components/aceAutocompletion');
}

afterEach(() => {
  vi.doUnmock('ace-builds/src-noconflict/ext-language_tools');
  languageToolsLoaded.mockClear();
});

describe("SQL Lab's autocompletion arrives with the first key", () => {
  it('loads ace’s language tools only when a key is first pressed, then turns basic and live completion on', async () => {
    const { enableAutocompletionOnFirstKey } = await loadModule();
    const { editor, container, setOptions } = fakeEditor();
    enableAutocompletionOnFirstKey(editor);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(languageToolsLoaded).not.toHaveBeenCalled();
    expect(setOptions).not.toHaveBeenCalled();

    pressKey(container);
    await vi.waitFor(() =>
      expect(setOptions).toHaveBeenCalledWith({ enableBasicAutocompletion: true, enableLiveAutocompletion: true }),
    );
    pressKey(container);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(setOptions).toHaveBeenCalledTimes(1);
    expect(languageToolsLoaded).toHaveBeenCalledTimes(1);
  });

  it('a second editor (another tab) reuses the download', async () => {
    const { enableAutocompletionOnFirstKey } = await loadModule();
    const first = fakeEditor();
    const second = fakeEditor();
    enableAutocompletionOnFirstKey(first.editor);
    enableAutocompletionOnFirstKey(second.editor);
    pressKey(first.container);
    pressKey(second.container);
    await vi.waitFor(() => expect(second.setOptions).toHaveBeenCalledTimes(1));
    expect(first.setOptions).toHaveBeenCalledTimes(1);
    expect(languageToolsLoaded).toHaveBeenCalledTimes(1);
  });

  it('a failed download leaves the editor as it is and is tried again at the next key', async () => {
    const { enableAutocompletionOnFirstKey } = await loadModule(true);
    const { editor, container, setOptions } = fakeEditor();
    enableAutocompletionOnFirstKey(editor);
    pressKey(container);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(setOptions).not.toHaveBeenCalled();

    pressKey(container);
    await vi.waitFor(() => expect(setOptions).toHaveBeenCalledTimes(1));
    expect(languageToolsLoaded).toHaveBeenCalledTimes(1);
  });
});
