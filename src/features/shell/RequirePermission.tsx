import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useSelector } from 'react-redux';
import { Link, useInRouterContext, useLocation } from 'react-router-dom';
import { NoAccess } from '../../components/NoAccess';
import type { UserWithRoles } from '../../utils/permissions';
import { goToAreaText } from './accessMessages';
import { landingAreaFor } from './appAreas';
import { selectUser, type BootstrapState } from './bootstrapSlice';

interface RequirePermissionProps {
  /** Whether the signed-in user may open the page. */
  allows: (user: UserWithRoles) => boolean;
  /** What the no-access page says instead. */
  message: string;
  children: ReactNode;
}

/** A link to the area the user lands on, unless that is the refused page itself. */
function LandingLink({ user }: { user: UserWithRoles }) {
  const { pathname } = useLocation();
  const landing = landingAreaFor(user);
  if (!landing || landing.path === pathname) return null;
  return (
    <Link to={landing.path}>
      <Button type="primary">{goToAreaText(landing.label)}</Button>
    </Link>
  );
}

/**
 * A page for the users whose roles open it: anyone else gets a clear no-access page (inside the
 * app, with its menu) and the page itself is never mounted, so it asks the server nothing.
 */
export function RequirePermission({ allows, message, children }: RequirePermissionProps) {
  const user = useSelector((state: { bootstrap: BootstrapState }) => selectUser(state));
  const inRouter = useInRouterContext();
  if (allows(user)) return <>{children}</>;
  return <NoAccess message={message} extra={inRouter ? <LandingLink user={user} /> : undefined} />;
}
