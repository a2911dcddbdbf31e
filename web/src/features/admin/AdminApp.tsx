import { ADMIN_PAGES } from '@shop/content';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { AdminLayout } from './AdminLayout';
import { ADMIN_SCREENS } from './adminScreens';
import { MessagesTab } from './MessagesTab';
import { ORDERS_TABS } from './ordersTabs';
import { OrdersList, OrdersScreen } from './AdminOrdersPage';

/** A path under /admin, relative to it. */
const relative = (path: string) => path.replace(/^\/admin\/?/, '');

/**
 * Everything under /admin: the Orders screen with its seven tabs, then the other screens, all in
 * the admin layout; any other path under /admin is not found.
 */
export function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route element={<OrdersScreen />}>
          {ORDERS_TABS.map(({ value, path }) =>
            value === 'messages' ? (
              <Route key={value} path={relative(path)} element={<MessagesTab />} />
            ) : value === 'all' ? (
              <Route key={value} index element={<OrdersList tab={value} />} />
            ) : (
              <Route key={value} path={relative(path)} element={<OrdersList tab={value} />} />
            ),
          )}
        </Route>
        {ADMIN_SCREENS.map(({ key, Screen }) => (
          <Route key={key} path={relative(ADMIN_PAGES[key].path)} element={<Screen />} />
        ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
