/** What a no-access page says, per area. */

export const NO_AREA_ACCESS_TEXT =
  'Your roles do not give access to any part of the app. Ask an administrator to add a role to your account.';

/** The message for an area the user's roles do not open. */
export function noAccessText(area: string): string {
  return `Your roles do not give access to ${area}. Ask an administrator if you need it.`;
}

/** The link from a no-access page to the area the user lands on. */
export function goToAreaText(area: string): string {
  return `Go to ${area}`;
}
