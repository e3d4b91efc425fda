import type { SecurityUser } from '../../../api/securityAdmin';
import { normalizeTimestamp } from '../../../utils/dates';

const NEVER_LOGGED_IN = 'Never';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** FAB's naive UTC timestamp as local 'YYYY-MM-DD HH:mm'; 'Never' when there is none. */
export function formatLastLogin(value: string | null | undefined): string {
  if (!value) return NEVER_LOGGED_IN;
  const date = new Date(normalizeTimestamp(value));
  if (Number.isNaN(date.getTime())) return value;
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** The role names of a user, in the order the server lists them. */
export function roleNamesOf(user: Pick<SecurityUser, 'roles'>): string {
  return (user.roles ?? []).map((role) => role.name).join(', ');
}
