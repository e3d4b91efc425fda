/**
 * The login page is the server's: against a real Superset it is Superset's own page (its form
 * carries Superset's CSRF token), so the app never shows its own login screen by itself.
 */
import type { IncomingMessage } from 'node:http';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_USER, defaultCommon } from '../../../src/app/bootstrap';
import { routes } from '../../../src/app/router';
import { bootstrapReducer } from '../../../src/features/shell/bootstrapSlice';
import { devProxy } from '../../../vite.config';

afterEach(() => vi.unstubAllGlobals());

describe('an anonymous visitor of an app page', () => {
  it("is sent to the server's login page with a full page load, coming back to the page", async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/chart/list/', search: '?page=2', replace });
    const store = configureStore({
      reducer: { bootstrap: bootstrapReducer },
      preloadedState: { bootstrap: { user: ANONYMOUS_USER, common: defaultCommon() } },
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/chart/list/?page=2'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login/?next=%2Fchart%2Flist%2F%3Fpage%3D2'));
    // The app's own login screen is not shown in its place.
    expect(router.state.location.pathname).toBe('/chart/list/');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});

const pageRequest = {
  method: 'GET',
  headers: { accept: 'text/html,application/xhtml+xml' },
} as unknown as IncomingMessage;
const formPost = { method: 'POST', headers: { accept: 'application/json' } } as unknown as IncomingMessage;

describe("Vite's dev proxy", () => {
  it("in front of a real Superset: /login/ (and the files its page loads) is Superset's", () => {
    const proxy = devProxy('http://127.0.0.1:8091', true);
    for (const path of ['/login', '/static', '/language_pack', '/api', '/logout', '/tabstateview']) {
      expect(proxy[path], path).toMatchObject({ target: 'http://127.0.0.1:8091' });
    }
    expect(proxy['/login']?.bypass).toBeUndefined();
  });

  it('in front of the embedded server: Vite serves the login page, the form posts go to the server', async () => {
    const proxy = devProxy('http://127.0.0.1:8088', false);
    const login = proxy['/login'];
    expect(login).toMatchObject({ target: 'http://127.0.0.1:8088' });
    expect(await login?.bypass?.(pageRequest, undefined, login)).toBe('/index.html');
    expect(await login?.bypass?.(formPost, undefined, login)).toBeUndefined();
    expect(proxy['/static']).toBeUndefined();
  });
});
