/** The admin area's public surface: the security pages (users and roles), each open to admins only. */
export { default as UsersListPage } from './users/UsersListPage';
export { default as RolesListPage } from './roles/RolesListPage';
