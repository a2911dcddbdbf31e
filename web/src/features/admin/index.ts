/** The operator's area: sign-in and every /admin screen. */
export { AdminLoginPage } from './AdminLoginPage';
export { AdminApp } from './AdminApp';
