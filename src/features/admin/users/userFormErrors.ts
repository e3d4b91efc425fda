import type { ClientError } from '../../../api/types';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../adminMessages';
import { fieldErrorsOf, messageTextOf } from '../serverErrors';

/** The fields of the user form a server message can be shown on. */
const USER_FORM_FIELDS = ['first_name', 'last_name', 'username', 'email', 'active', 'roles', 'password'] as const;
type UserFormField = (typeof USER_FORM_FIELDS)[number];

interface UserFormErrors {
  /** Messages placed on a field of the form. */
  fields: Partial<Record<UserFormField, string>>;
  /** True when something is left that no field shows (the caller shows the whole error). */
  hasUnplaced: boolean;
}

function isFormField(field: string): field is UserFormField {
  return (USER_FORM_FIELDS as readonly string[]).includes(field);
}

/**
 * Where a failed save's reasons go. FAB answers a validation failure 400 `{"message": {field: [..]}}`,
 * and a taken username or email 422 with the database's words ('UNIQUE constraint failed:
 * ab_user.username' in SQLite, 'duplicate key value … "ab_user_username_key"' in PostgreSQL).
 */
export function userFormErrorsOf(error: ClientError): UserFormErrors {
  const fields: Partial<Record<UserFormField, string>> = {};
  let hasUnplaced = false;
  const byField = fieldErrorsOf(error);
  for (const [field, message] of Object.entries(byField)) {
    if (isFormField(field)) fields[field] = message;
    else hasUnplaced = true;
  }
  if (Object.keys(byField).length > 0) return { fields, hasUnplaced };

  const text = messageTextOf(error);
  if (error.status === 422 && /ab_user[._]username/i.test(text))
    return { fields: { username: USERNAME_TAKEN }, hasUnplaced: false };
  if (error.status === 422 && /ab_user[._]email/i.test(text))
    return { fields: { email: EMAIL_TAKEN }, hasUnplaced: false };
  return { fields, hasUnplaced: true };
}
