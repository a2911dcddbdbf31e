import {
  MAIL_KIND_LABELS,
  OUTBOX_STATUS_LABELS,
  OUTBOX_TEXTS as T,
  type OutboxStatus,
  type OutboxSummary,
} from '@shop/contracts';
import { useState } from 'react';
import { useToast } from '../../components/Toaster';
import { formatDateTime } from './format';
import { useOutboxMessageQuery, useOutboxQuery, useResendOutboxMessageMutation } from './outboxApi';
import { AdminPager } from './AdminPager';

const STATUS_BADGE: Record<OutboxStatus, string> = {
  queued: 'yellow',
  sent: 'green',
  held: 'grey',
  failed: 'red',
};

/** Both versions of one message; the HTML in a sandboxed frame (no scripts, no same origin). */
function OutboxMessageBody({ summary }: { summary: OutboxSummary }) {
  const { data, isError } = useOutboxMessageQuery(summary.id);
  const [resend, resendState] = useResendOutboxMessageMutation();
  const toast = useToast();
  if (isError) return <p className="admin-error">{T.loadError}</p>;
  if (!data) return <p className="admin-muted">Loading...</p>;
  const canResend = data.status === 'held' || data.status === 'failed';
  return (
    <div className="outbox__body">
      <p className="admin-muted">
        To: {data.to || '—'}
        {data.replyTo ? ` · Reply-To: ${data.replyTo}` : ''} · Attempts: {data.attempts}
        {data.sentAt ? ` · Sent ${formatDateTime(data.sentAt)}` : ''}
      </p>
      {data.lastError ? <p className="admin-error">{data.lastError}</p> : null}
      <iframe
        className="outbox__html"
        title={`E-mail: ${data.subject}`}
        sandbox=""
        srcDoc={data.html}
      />
      <details>
        <summary>Plain text</summary>
        <pre className="outbox__text">{data.text}</pre>
      </details>
      {canResend ? (
        <button
          type="button"
          className="admin-button"
          disabled={resendState.isLoading}
          onClick={async () => {
            try {
              await resend(data.id).unwrap();
              toast({ title: T.resent });
            } catch {
              toast({
                title: T.resendError[0],
                description: T.resendError[1],
                variant: 'destructive',
              });
            }
          }}
        >
          {T.resend}
        </button>
      ) : null}
    </div>
  );
}

/** The outbox, newest first; open a message to read it. */
function Outbox() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { data, isLoading, isError } = useOutboxQuery({ page });
  if (isLoading) return <p className="admin-muted">Loading e-mails...</p>;
  if (isError || !data) return <p className="admin-error">{T.loadError}</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <section aria-label={T.heading}>
      {!data.smtpConfigured ? <p className="admin-muted">{T.notConfigured}</p> : null}
      {data.messages.length === 0 ? (
        <p className="admin-empty">{T.empty}</p>
      ) : (
        <ul className="message-list">
          {data.messages.map((m) => (
            <li key={m.id} className="message admin-card">
              <button
                type="button"
                className="message__summary"
                aria-expanded={open === m.id}
                onClick={() => setOpen((current) => (current === m.id ? null : m.id))}
              >
                <span className={`badge badge--${STATUS_BADGE[m.status]}`}>
                  {OUTBOX_STATUS_LABELS[m.status]}
                </span>
                <strong>{m.subject}</strong>
                <span className="admin-muted">
                  {MAIL_KIND_LABELS[m.kind]} · {m.to || '—'} · {formatDateTime(m.createdAt)}
                </span>
              </button>
              {open === m.id ? <OutboxMessageBody summary={m} /> : null}
            </li>
          ))}
        </ul>
      )}
      <AdminPager label="E-mail pages" page={page} pages={pages} onPage={setPage} />
    </section>
  );
}

/** Every e-mail the shop wrote (sent, held without SMTP, failed), to read. */
export function AdminEmailsPage() {
  return (
    <>
      <header className="admin-page__header">
        <h1>{T.heading}</h1>
      </header>
      <Outbox />
    </>
  );
}
