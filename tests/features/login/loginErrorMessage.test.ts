// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  LOGIN_THROTTLED_ERROR,
  LOGIN_THROTTLED_MESSAGE as SERVER_THROTTLED_MESSAGE,
} from '../../../server/auth/loginThrottle';
import {
  INVALID_LOGIN_MESSAGE,
  LOGIN_THROTTLED_MESSAGE,
  loginErrorMessage,
} from '../../../src/features/login/LoginPage';

describe('the login page error after a failed form login', () => {
  it('shows nothing without an error flag', () => {
    expect(loginErrorMessage(null)).toBeNull();
  });
  it('shows the invalid-login message for a wrong password', () => {
    expect(loginErrorMessage('1')).toBe(INVALID_LOGIN_MESSAGE);
  });
  it("shows the server's throttling message when the server throttled the attempt", () => {
    expect(loginErrorMessage(LOGIN_THROTTLED_ERROR)).toBe(SERVER_THROTTLED_MESSAGE);
    expect(LOGIN_THROTTLED_MESSAGE).toBe(SERVER_THROTTLED_MESSAGE);
  });
});
