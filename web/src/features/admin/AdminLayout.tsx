import { ADMIN_HOME, ADMIN_LOGIN_PATH } from '@shop/content';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAdminLogoutMutation, useContactUnreadCountQuery } from './adminApi';
import { ADMIN_NAV, type AdminNavItem } from './adminScreens';
import { clearAdminFlag } from './adminSession';
import { ordersTabAt } from './ordersTabs';
import { RequireAdmin } from './RequireAdmin';
import './admin.css';

/** Whether the nav item is the screen at `pathname` (Orders covers its six order tabs). */
function isCurrent(item: AdminNavItem, pathname: string): boolean {
  if (item.to === ADMIN_HOME) {
    const tab = ordersTabAt(pathname);
    return tab !== undefined && tab.value !== 'messages';
  }
  return item.to !== undefined && pathname.replace(/\/+$/, '') === item.to;
}

function NavItem({ item, unread }: { item: AdminNavItem; unread: number }) {
  const { pathname } = useLocation();
  if (item.href) {
    return (
      <a href={item.href} target="_blank" rel="noopener" className="admin-nav__link">
        {item.label}
      </a>
    );
  }
  return (
    <Link
      to={item.to!}
      className="admin-nav__link"
      aria-current={isCurrent(item, pathname) ? 'page' : undefined}
    >
      {item.label}
      {item.unread && unread > 0 ? (
        <span className="badge badge--blue admin-nav__count">
          {unread}
          <span className="visually-hidden"> unread</span>
        </span>
      ) : null}
    </Link>
  );
}

function AdminNav() {
  const navigate = useNavigate();
  const [logout] = useAdminLogoutMutation();
  const { data: unread } = useContactUnreadCountQuery();

  async function signOut() {
    try {
      await logout().unwrap();
    } finally {
      clearAdminFlag();
      navigate(ADMIN_LOGIN_PATH, { replace: true });
    }
  }

  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul className="admin-nav__list">
        {ADMIN_NAV.map((item) => (
          <li key={item.label}>
            <NavItem item={item} unread={unread?.count ?? 0} />
          </li>
        ))}
      </ul>
      <div className="admin-nav__end">
        <Link to="/" className="admin-button">
          Back to Home
        </Link>
        <button type="button" className="admin-button" onClick={() => void signOut()}>
          Sign Out
        </button>
      </div>
    </nav>
  );
}

/** Every admin screen: signed in, the admin navigation, then the screen. */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <div className="admin-shell">
        <AdminNav />
        <main className="admin-page">
          <Outlet />
        </main>
      </div>
    </RequireAdmin>
  );
}
