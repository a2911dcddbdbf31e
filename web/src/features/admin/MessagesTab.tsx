import { CONTACT_TEXTS, type ContactMessage } from '@shop/contracts';
import { useState } from 'react';
import { useToast } from '../../components/Toaster';
import { useContactMessagesQuery, useMarkMessageReadMutation } from './adminApi';
import { formatDateTime } from './format';
import { AdminPager } from './AdminPager';

/** The Messages tab: newest first, unread/read, opening one marks it read. */
export function MessagesTab() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useContactMessagesQuery({ page });
  const [markRead] = useMarkMessageReadMutation();
  const [open, setOpen] = useState<string | null>(null);
  const toast = useToast();

  async function openMessage(message: ContactMessage) {
    setOpen((current) => (current === message.id ? null : message.id));
    if (message.isRead) return;
    try {
      await markRead(message.id).unwrap();
      toast({ title: CONTACT_TEXTS.markedRead });
    } catch {
      toast({
        title: CONTACT_TEXTS.markReadError[0],
        description: CONTACT_TEXTS.markReadError[1],
        variant: 'destructive',
      });
    }
  }

  if (isLoading) return <p className="admin-muted">Loading messages...</p>;
  if (isError || !data) return <p className="admin-error">{CONTACT_TEXTS.loadError}</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  return (
    <section aria-labelledby="messages-heading">
      <div className="admin-section-header">
        <h2 id="messages-heading">Contact Messages</h2>
        <span className="badge badge--blue" data-testid="unread-count">
          {data.unread} unread
        </span>
      </div>
      {data.messages.length === 0 ? (
        <p className="admin-empty">{CONTACT_TEXTS.empty}</p>
      ) : (
        <ul className="message-list">
          {data.messages.map((m) => (
            <li
              key={m.id}
              className={`message admin-card ${m.isRead ? 'message--read' : 'message--unread'}`}
            >
              <button
                type="button"
                className="message__summary"
                aria-expanded={open === m.id}
                onClick={() => void openMessage(m)}
              >
                <span className={`badge ${m.isRead ? 'badge--grey' : 'badge--blue'}`}>
                  {m.isRead ? 'Read' : 'Unread'}
                </span>
                <strong>{m.subject}</strong>
                <span className="admin-muted">
                  {m.name} &lt;{m.email}&gt; · {formatDateTime(m.createdAt)}
                </span>
              </button>
              {open === m.id ? (
                <div className="message__body">
                  <p>{m.message}</p>
                  <a
                    className="admin-link"
                    href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                  >
                    Reply by e-mail
                  </a>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AdminPager label="Messages pages" page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
