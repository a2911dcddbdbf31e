import { NEWSLETTER_ADMIN_TEXTS as T, NEWSLETTER_EXPORT_PATH } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '../../components/Toaster';
import { formatDateTime } from './format';
import { RequireAdmin } from './RequireAdmin';
import './admin.css';
import './subscribers.css';
import { useNewsletterOverviewQuery, useUnsubscribeSubscriberMutation } from './subscribersApi';

/** The search, sent a moment after the operator stops typing. */
function useDebounced(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

function Subscribers() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const { data, isLoading, isError } = useNewsletterOverviewQuery(q);
  const [unsubscribe, unsubscribing] = useUnsubscribeSubscriberMutation();
  const toast = useToast();

  const onUnsubscribe = async (email: string) => {
    if (!window.confirm(T.unsubscribeConfirm(email))) return;
    try {
      const res = await unsubscribe(email).unwrap();
      toast({ title: res.message });
    } catch {
      toast({ title: T.notFound, variant: 'destructive' });
    }
  };

  return (
    <section aria-label={T.title}>
      {data ? (
        <p className="subscribers__counts">
          <strong>{T.subscribed(data.subscribedCount)}</strong> ·{' '}
          {T.unsubscribed(data.unsubscribedCount)}
        </p>
      ) : null}
      <div className="subscribers__tools">
        <label className="subscribers__search">
          <span>{T.search}</span>
          <input
            type="search"
            value={search}
            placeholder={T.searchPlaceholder}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <a className="admin-button" href={NEWSLETTER_EXPORT_PATH} download>
          {T.export}
        </a>
      </div>
      {isLoading ? <p className="admin-muted">Loading...</p> : null}
      {isError ? <p className="admin-error">{T.loadError}</p> : null}
      {data && data.subscribers.length === 0 ? <p className="admin-empty">{T.none}</p> : null}
      {data && data.subscribers.length > 0 ? (
        <table className="subscribers__table">
          <thead>
            <tr>
              <th scope="col">{T.email}</th>
              <th scope="col">{T.since}</th>
              <th scope="col">{T.status}</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.subscribers.map((s) => (
              <tr key={s.id}>
                <td className="subscribers__email" data-label={T.email}>
                  {s.email}
                </td>
                <td data-label={T.since}>{formatDateTime(s.subscribedAt)}</td>
                <td data-label={T.status}>{s.unsubscribedAt ? T.left : T.active}</td>
                <td className="subscribers__action">
                  {s.unsubscribedAt ? null : (
                    <button
                      type="button"
                      className="admin-button"
                      disabled={unsubscribing.isLoading}
                      aria-label={`${T.unsubscribe} ${s.email}`}
                      onClick={() => void onUnsubscribe(s.email)}
                    >
                      {T.unsubscribe}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data && data.matchCount > data.subscribers.length ? (
        <p className="admin-muted">{T.more(data.subscribers.length, data.matchCount)}</p>
      ) : null}
    </section>
  );
}

/** `/admin/subscribers`: the newsletter's subscribers for the operator. */
export function AdminSubscribersPage() {
  return (
    <RequireAdmin>
      <div className="admin-page">
        <header className="admin-page__header">
          <h1>{T.title}</h1>
          <div className="admin-page__nav">
            <Link to="/admin" className="admin-button">
              Back to Orders
            </Link>
          </div>
        </header>
        <Subscribers />
      </div>
    </RequireAdmin>
  );
}
