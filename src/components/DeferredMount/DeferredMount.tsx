/**
 * Renders its children only after the first paint of what surrounds it, in a transition: a page
 * whose secondary parts are heavy (Explore's control panel) shows its primary part first, and the
 * deferred render yields to anything urgent, such as the chart's data arriving.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function DeferredMount({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : placeholder;
}
