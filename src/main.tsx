/**
 * The entry point only chooses what to load: the login page is a page load of its own and needs
 * none of the app (store, router, component library), so it loads only React and its form.
 */
const isLoginPage = /\/login\/?$/.test(window.location.pathname);

if (isLoginPage) {
  void import('./features/login').then((login) => login.mountLoginPage());
} else {
  void import('./app/startApp').then((app) => app.startApp());
}
