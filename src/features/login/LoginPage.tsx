import { useState, type FormEvent } from 'react';
import { login } from '../../api/security';
import type { ClientError } from '../../api/types';
import './LoginPage.css';

export const INVALID_LOGIN_MESSAGE = 'Invalid login. Please try again.';
/** The server's answer to too many attempts; a form login comes back with `?error=throttled`. */
export const LOGIN_THROTTLED_MESSAGE = 'Too many login attempts. Please wait a moment and try again.';

/** The message for the `error` flag the server puts on the login page after a failed form login. */
export function loginErrorMessage(flag: string | null): string | null {
  if (!flag) return null;
  return flag === 'throttled' ? LOGIN_THROTTLED_MESSAGE : INVALID_LOGIN_MESSAGE;
}

/** Only same-site relative paths are followed after login; the home page sends users on to their first area. */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return '/';
  }
  return next;
}

/**
 * The sign-in form. Its inputs are named `username` and `password` and it posts to `/login/`, as
 * Superset's does, so it also works without JavaScript; with JavaScript the error shows in place.
 * It uses neither the component library nor the router: the login page loads only React and itself.
 */
export default function LoginPage() {
  const [searchParams] = useState(() => new URLSearchParams(window.location.search));
  const next = safeNextPath(searchParams.get('next'));
  const [error, setError] = useState<string | null>(loginErrorMessage(searchParams.get('error')));
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      setError('Username and password cannot be empty');
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const { redirect } = await login(username, password, next);
      // A full navigation so the server renders the signed-in user's bootstrap payload.
      window.location.assign(safeNextPath(redirect));
    } catch (caught) {
      setError((caught as ClientError).error || INVALID_LOGIN_MESSAGE);
      setSubmitting(false);
    }
  }

  return (
    <div className="tessera-login">
      <div className="tessera-login__card">
        <h1 className="tessera-login__title">Sign in to Tessera</h1>
        <form method="post" action="/login/" onSubmit={onSubmit} aria-label="Sign in">
          <input type="hidden" name="next" value={next} />
          <label htmlFor="login-username">Username</label>
          <input
            className="tessera-login__input"
            id="login-username"
            name="username"
            autoComplete="username"
            autoFocus
          />
          <label htmlFor="login-password">Password</label>
          <input
            className="tessera-login__input"
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
          />
          {error && (
            <div className="tessera-login__error" role="alert">
              {error}
            </div>
          )}
          <button className="tessera-login__submit" type="submit" disabled={submitting} aria-busy={submitting}>
            Sign in
          </button>
        </form>
      </div>
    </div>
  );
}
