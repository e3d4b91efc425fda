/**
 * Typing stays fast: the editor keeps its own text and sends it to the store at most every
 * `delayMs`, and at once on flush (run, blur, page hide, unmount, tab switch), so typed SQL is
 * never lost — not even when the tab gets its server id (migration) while the user types.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { registerPendingEdits } from '../pendingEdits';

export const SQL_DISPATCH_DEBOUNCE_MS = 300;

interface DebouncedSql {
  text: string;
  setText: (text: string) => void;
  /** Sends pending text now; returns the current text. */
  flush: () => string;
}

interface TabIdentity {
  /** Whether the tab with this id is still open. */
  tabExists: (editorId: string) => boolean;
  /** Whether `newId` is the same tab as `oldId`, renamed to its server id. */
  isSameTab: (oldId: string, newId: string) => boolean;
}

const ALWAYS_OPEN: TabIdentity = { tabExists: () => true, isSameTab: () => false };

export function useDebouncedSql(
  editorId: string,
  storedSql: string,
  commit: (editorId: string, sql: string) => void,
  identity: TabIdentity = ALWAYS_OPEN,
  delayMs = SQL_DISPATCH_DEBOUNCE_MS,
): DebouncedSql {
  const [text, setTextState] = useState(storedSql);
  const textRef = useRef(storedSql);
  const committedRef = useRef(storedSql);
  const idRef = useRef(editorId);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commitRef = useRef(commit);
  const identityRef = useRef(identity);
  useEffect(() => {
    commitRef.current = commit;
    identityRef.current = identity;
  });

  const flush = useCallback(() => {
    if (timerRef.current !== null) {
      clearTimeout(timerRef.current);
      timerRef.current = null;
    }
    if (textRef.current !== committedRef.current) {
      committedRef.current = textRef.current;
      commitRef.current(idRef.current, textRef.current);
    }
    return textRef.current;
  }, []);

  const setText = useCallback(
    (next: string) => {
      textRef.current = next;
      setTextState(next);
      if (timerRef.current !== null) clearTimeout(timerRef.current);
      timerRef.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  // SQL of the same tab changed from outside (format, rerun): the editor shows it.
  const [seen, setSeen] = useState({ editorId, storedSql });
  if (seen.editorId !== editorId || seen.storedSql !== storedSql) {
    setSeen({ editorId, storedSql });
    if (seen.editorId === editorId && storedSql !== committedRef.current) {
      textRef.current = storedSql;
      committedRef.current = storedSql;
      setTextState(storedSql);
    }
  }

  // Another tab: pending text goes to the tab it was typed in, then the new tab's SQL is shown.
  useLayoutEffect(() => {
    const oldId = idRef.current;
    if (oldId === editorId) return;
    if (timerRef.current !== null) {
      clearTimeout(timerRef.current);
      timerRef.current = null;
    }
    const pending = textRef.current !== committedRef.current;
    idRef.current = editorId;
    if (identityRef.current.isSameTab(oldId, editorId)) {
      if (pending) {
        committedRef.current = textRef.current;
        commitRef.current(editorId, textRef.current);
      }
      return;
    }
    if (pending && identityRef.current.tabExists(oldId)) commitRef.current(oldId, textRef.current);
    textRef.current = storedSql;
    committedRef.current = storedSql;
    setTextState(storedSql);
  }, [editorId, storedSql]);

  // Pending text is sent on page hide and on unmount; the page-hide store flush asks for it first.
  useEffect(() => {
    const unregister = registerPendingEdits(flush);
    const onHide = () => flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      unregister();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  return { text, setText, flush };
}
