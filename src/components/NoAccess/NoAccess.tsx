import { lazy, Suspense, type ReactNode } from 'react';

/** The title of every no-access page (Flask-AppBuilder's words for a refused page). */
const NO_ACCESS_TITLE = 'Access is Denied';

// antd's Result bundles three large illustrations: kept out of every page's first scripts.
const NoAccessResult = lazy(() => import('./NoAccessResult'));

interface NoAccessProps {
  /** Why, and what the user can do about it. */
  message: string;
  title?: string;
  /** An action, e.g. a link to a page the user may open. */
  extra?: ReactNode;
}

/** A clear 'no access' page in place of a page the user's roles do not open. */
export function NoAccess({ message, title = NO_ACCESS_TITLE, extra }: NoAccessProps) {
  return (
    <Suspense fallback={null}>
      <NoAccessResult title={title} message={message} extra={extra} />
    </Suspense>
  );
}
