import * as Tabs from '@radix-ui/react-tabs';
import {
  ADMIN_ORDER_TEXTS,
  ORDER_TAB_EMPTY,
  ORDER_TAB_LABELS,
  ORDER_TABS,
  type OrderTab,
  OUTBOX_TEXTS,
} from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BulkIllustrationPanel } from '../illustrations/BulkIllustrationPanel';
import {
  useAdminLogoutMutation,
  useAdminOrdersQuery,
  useContactUnreadCountQuery,
} from './adminApi';
import { clearAdminFlag } from './adminSession';
import { MessagesTab } from './MessagesTab';
import { OrderCard } from './OrderCard';
import { RequireAdmin } from './RequireAdmin';
import './admin.css';
import { AdminPager } from './AdminPager';

type AdminTab = OrderTab | 'messages';
const PAGE_SIZE = 20;

function OrdersList({
  tab,
  page,
  q,
  onPage,
}: {
  tab: OrderTab;
  page: number;
  q: string;
  onPage: (p: number) => void;
}) {
  const { data, isFetching, isError } = useAdminOrdersQuery({ tab, page, pageSize: PAGE_SIZE, q });
  if (isError) return <p className="admin-error">{ADMIN_ORDER_TEXTS.loadError}</p>;
  if (!data) return <p className="admin-muted">Loading orders...</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div aria-busy={isFetching}>
      {data.orders.length === 0 ? (
        <p className="admin-empty">{q ? 'No orders match your search.' : ORDER_TAB_EMPTY[tab]}</p>
      ) : (
        <div className="order-list">
          {data.orders.map((order) => (
            <OrderCard key={order.id} order={order} tab={tab} />
          ))}
        </div>
      )}
      <AdminPager label="Order pages" page={page} pages={pages} onPage={onPage} />
    </div>
  );
}

function OrdersDashboard() {
  const [tab, setTab] = useState<AdminTab>('all');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const navigate = useNavigate();
  const [logout] = useAdminLogoutMutation();
  // Counts for the tab labels and the footer's total (same cache entry as the All tab's first page).
  const { data: summary } = useAdminOrdersQuery({ tab: 'all', page: 1, pageSize: PAGE_SIZE, q });
  const { data: unread } = useContactUnreadCountQuery();

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setQ(search.trim());
    setPage(1);
  }

  async function signOut() {
    try {
      await logout().unwrap();
    } finally {
      clearAdminFlag();
      navigate('/admin-login', { replace: true });
    }
  }

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Order Management</h1>
        <div className="admin-page__nav">
          <Link to="/admin/test-order-creator" className="admin-button">
            Test Order Creator
          </Link>
          <Link to="/admin/emails" className="admin-button">
            {OUTBOX_TEXTS.link}
          </Link>
          <a href="/api/admin/queues" target="_blank" rel="noopener" className="admin-button">
            Job Queues
          </a>
          <Link to="/" className="admin-button">
            Back to Home
          </Link>
          <button type="button" className="admin-button" onClick={() => void signOut()}>
            Sign Out
          </button>
        </div>
      </header>

      <div className="admin-card admin-bulk">
        <BulkIllustrationPanel />
      </div>

      <form className="admin-search" role="search" onSubmit={onSearch}>
        <label htmlFor="admin-order-search" className="visually-hidden">
          Search orders
        </label>
        <input
          id="admin-order-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search by name, e-mail or order id"
        />
        <button type="submit" className="admin-button">
          Search
        </button>
        {q ? (
          <button
            type="button"
            className="admin-button"
            onClick={() => {
              setSearch('');
              setQ('');
              setPage(1);
            }}
          >
            Clear
          </button>
        ) : null}
      </form>

      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          setTab(value as AdminTab);
          setPage(1);
        }}
      >
        <Tabs.List className="admin-tabs" aria-label="Orders and messages">
          {ORDER_TABS.map((t) => (
            <Tabs.Trigger key={t} value={t} className="admin-tabs__trigger">
              {ORDER_TAB_LABELS[t]}
              {summary ? <span className="admin-tabs__count"> ({summary.counts[t]})</span> : null}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value="messages" className="admin-tabs__trigger">
            Messages
            {unread && unread.count > 0 ? (
              <span className="badge badge--blue admin-tabs__unread">{unread.count}</span>
            ) : null}
          </Tabs.Trigger>
        </Tabs.List>
        {ORDER_TABS.map((t) => (
          <Tabs.Content key={t} value={t} className="admin-tabs__content">
            {tab === t ? <OrdersList tab={t} page={page} q={q} onPage={setPage} /> : null}
          </Tabs.Content>
        ))}
        <Tabs.Content value="messages" className="admin-tabs__content">
          {tab === 'messages' ? <MessagesTab /> : null}
        </Tabs.Content>
      </Tabs.Root>

      <footer className="admin-page__footer">
        Total orders:{' '}
        <strong data-testid="total-orders">{summary ? summary.totalOrders : '...'}</strong>
      </footer>
    </div>
  );
}

/** `/admin` (spec §2 "Admin orders"). */
export function AdminOrdersPage() {
  return (
    <RequireAdmin>
      <OrdersDashboard />
    </RequireAdmin>
  );
}
