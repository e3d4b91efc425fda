import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useSelector } from 'react-redux';
import { isUserAdmin } from '../../utils/permissions';
import { selectUser, type BootstrapState } from '../shell/bootstrapSlice';
import { NO_ACCESS_TEXT, NO_ACCESS_TITLE } from './adminMessages';

/**
 * The security pages are for admins (a role named admin, any case): anyone else gets a clear
 * 'no access' page and the page itself never asks the server (which would answer 403).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useSelector((state: { bootstrap: BootstrapState }) => selectUser(state));
  if (!isUserAdmin(user)) return <Result status="403" title={NO_ACCESS_TITLE} subTitle={NO_ACCESS_TEXT} />;
  return <>{children}</>;
}
