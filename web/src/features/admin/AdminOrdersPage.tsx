import * as Tabs from '@radix-ui/react-tabs';
import { ADMIN_ORDER_TEXTS, ORDER_TAB_EMPTY, type OrderTab } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AdminPager } from './AdminPager';
import { useAdminOrdersQuery, useContactUnreadCountQuery } from './adminApi';
import { OrderCard } from './OrderCard';
import { ORDERS_TABS, ordersTabAt } from './ordersTabs';

const PAGE_SIZE = 20;

/** The search of the order lists lives in the address (`?q=`), so every tab keeps it. */
function useOrderSearch(): string {
  const [params] = useSearchParams();
  return params.get('q')?.trim() ?? '';
}

function OrdersPages({ tab, q }: { tab: OrderTab; q: string }) {
  const [page, setPage] = useState(1);
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
      <AdminPager label="Order pages" page={page} pages={pages} onPage={setPage} />
    </div>
  );
}

/** One order tab's list; a new tab or search starts at page 1. */
export function OrdersList({ tab }: { tab: OrderTab }) {
  const q = useOrderSearch();
  return <OrdersPages key={`${tab}\n${q}`} tab={tab} q={q} />;
}

function OrderSearch({ q }: { q: string }) {
  const [search, setSearch] = useState(q);
  const [, setParams] = useSearchParams();
  const apply = (value: string) => setParams(value ? { q: value } : {});

  function onSearch(event: FormEvent) {
    event.preventDefault();
    apply(search.trim());
  }

  return (
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
            apply('');
          }}
        >
          Clear
        </button>
      ) : null}
    </form>
  );
}

/**
 * The Orders screen: search, the seven tabs (each its own address, the search kept across them)
 * with the current tab's list, and the total order count.
 */
export function OrdersScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const q = useOrderSearch();
  const current = ordersTabAt(pathname) ?? ORDERS_TABS[0]!;
  // Counts for the tab labels and the footer's total (same cache entry as the All tab's first page).
  const { data: summary } = useAdminOrdersQuery({ tab: 'all', page: 1, pageSize: PAGE_SIZE, q });
  const { data: unread } = useContactUnreadCountQuery();

  return (
    <>
      <header className="admin-page__header">
        <h1>Order Management</h1>
      </header>

      {current.value !== 'messages' ? <OrderSearch key={q} q={q} /> : null}

      <Tabs.Root
        value={current.value}
        activationMode="manual"
        onValueChange={(value) => {
          const tab = ORDERS_TABS.find((t) => t.value === value)!;
          navigate({ pathname: tab.path, search: q ? `?q=${encodeURIComponent(q)}` : '' });
        }}
      >
        <Tabs.List className="admin-tabs" aria-label="Orders and messages">
          {ORDERS_TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className="admin-tabs__trigger">
              {t.label}
              {t.value === 'messages' ? (
                unread && unread.count > 0 ? (
                  <span className="badge badge--blue admin-tabs__unread">{unread.count}</span>
                ) : null
              ) : summary ? (
                <span className="admin-tabs__count"> ({summary.counts[t.value]})</span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ORDERS_TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value} className="admin-tabs__content">
            {t.value === current.value ? <Outlet /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <footer className="admin-page__footer">
        Total orders:{' '}
        <strong data-testid="total-orders">{summary ? summary.totalOrders : '...'}</strong>
      </footer>
    </>
  );
}
