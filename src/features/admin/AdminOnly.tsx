import type { ReactNode } from 'react';
import { isUserAdmin } from '../../utils/permissions';
import { RequirePermission } from '../shell';
import { NO_ACCESS_TEXT } from './adminMessages';

/**
 * The security pages are for admins (a role named admin, any case): anyone else gets a clear
 * 'no access' page and the page itself never asks the server (which would answer 403).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  return (
    <RequirePermission allows={isUserAdmin} message={NO_ACCESS_TEXT}>
      {children}
    </RequirePermission>
  );
}
