export { AdminLoginPage } from './AdminLoginPage';
export { AdminApp } from './AdminApp';
