export { AdminLoginPage } from './AdminLoginPage';
export { AdminOrdersPage } from './AdminOrdersPage';
export { TestOrderCreatorPage } from './TestOrderCreatorPage';
export { AdminEmailsPage } from './AdminEmailsPage';
