import {
  ADMIN_ORDER_TEXTS,
  countryName,
  MESSAGES,
  ORDER_BADGE_COLOURS,
  ORDER_EVENT_LABELS,
  ORDER_STATUSES,
  orderStatusPath,
  type AdminOrder,
  type OrderStatus,
  type OrderTab,
} from '@shop/contracts';
import { useState } from 'react';
import { useToast } from '../../components/Toaster';
import {
  useDeleteFamilyDataMutation,
  useOrderHistoryQuery,
  useUpdateFulfilledMutation,
  useUpdateNotesMutation,
  useUpdateStatusMutation,
  useUpdateTrackingMutation,
} from './adminApi';
import { describeError } from '../../api/errors';
import { PrintPanel } from './PrintPanel';
import {
  formatAmount,
  formatDateTime,
  formatEventValue,
  statusBadgeColour,
  truncatePaymentId,
} from './format';
import { StoryDialog } from './StoryDialog';
import { storyPdfPath } from '../book';

const T = ADMIN_ORDER_TEXTS;
const DELETE_FAMILY_CONFIRM =
  "Delete this family's story with its illustrations and contributions? The order keeps its payment and shipping details.";

function OrderHistory({ orderId }: { orderId: string }) {
  const { data, isLoading, isError } = useOrderHistoryQuery(orderId);
  if (isLoading) return <p className="admin-muted">Loading history...</p>;
  if (isError) return <p className="admin-error">Could not load the history.</p>;
  if (!data?.length) return <p className="admin-muted">No changes yet.</p>;
  return (
    <ol className="order-history" aria-label="Order history">
      {data.map((e) => (
        <li key={e.id}>
          <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>{' '}
          <strong>{ORDER_EVENT_LABELS[e.field]}</strong>
          {e.field === 'story' ? (
            <> deleted on request</>
          ) : (
            <>
              : {formatEventValue(e.from)} → {formatEventValue(e.to)}
            </>
          )}{' '}
          <span className="admin-muted">by {e.actor}</span>
        </li>
      ))}
    </ol>
  );
}

/** One order of the list with the operator's actions on it. */
export function OrderCard({ order, tab }: { order: AdminOrder; tab: OrderTab }) {
  const toast = useToast();
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');
  const [notes, setNotes] = useState(order.notes ?? '');
  // When the server's value changes (saved here or elsewhere), the field shows it; typing in
  // one field is never lost because another field of the order was saved.
  const [shown, setShown] = useState({ tracking: order.trackingNumber, notes: order.notes });
  if (shown.tracking !== order.trackingNumber || shown.notes !== order.notes) {
    if (shown.tracking !== order.trackingNumber) setTracking(order.trackingNumber ?? '');
    if (shown.notes !== order.notes) setNotes(order.notes ?? '');
    setShown({ tracking: order.trackingNumber, notes: order.notes });
  }
  const [showHistory, setShowHistory] = useState(false);
  const [updateTracking, trackingState] = useUpdateTrackingMutation();
  const [updateStatus, statusState] = useUpdateStatusMutation();
  const [updateFulfilled, fulfilledState] = useUpdateFulfilledMutation();
  const [updateNotes, notesState] = useUpdateNotesMutation();
  const [deleteFamily, deleteState] = useDeleteFamilyDataMutation();

  async function saveTracking() {
    if (!tracking.trim()) {
      toast({
        title: MESSAGES.admin.trackingTitle,
        description: MESSAGES.admin.trackingDescription,
        variant: 'destructive',
      });
      return;
    }
    try {
      await updateTracking({ id: order.id, trackingNumber: tracking.trim() }).unwrap();
      toast({ title: T.trackingUpdated });
    } catch (err) {
      toast({
        title: T.trackingError[0],
        description: describeError(err, T.trackingError[1]),
        variant: 'destructive',
      });
    }
  }

  async function setStatus(status: OrderStatus) {
    try {
      await updateStatus({ id: order.id, status }).unwrap();
      toast({ title: T.statusUpdated });
    } catch (err) {
      toast({
        title: T.statusError[0],
        description: describeError(err, T.statusError[1]),
        variant: 'destructive',
      });
    }
  }

  async function setFulfilled(fulfilled: boolean) {
    try {
      await updateFulfilled({ id: order.id, fulfilled }).unwrap();
      toast({ title: T.statusUpdated });
    } catch (err) {
      toast({
        title: T.fulfillError[0],
        description: describeError(err, T.fulfillError[1]),
        variant: 'destructive',
      });
    }
  }

  async function saveNotes() {
    try {
      await updateNotes({ id: order.id, notes }).unwrap();
      toast({ title: T.notesUpdated });
    } catch (err) {
      toast({
        title: T.notesError[0],
        description: describeError(err, T.notesError[1]),
        variant: 'destructive',
      });
    }
  }

  async function removeFamilyData() {
    if (!order.storyId || !window.confirm(DELETE_FAMILY_CONFIRM)) return;
    try {
      await deleteFamily(order.storyId).unwrap();
      toast({
        title: 'Family data deleted',
        description: 'The story and everything made from it are gone.',
      });
    } catch (err) {
      toast({
        title: 'Error deleting family data',
        description: describeError(err, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  const busy = statusState.isLoading || fulfilledState.isLoading;
  const headingId = `order-${order.id}-heading`;

  return (
    <article className="order-card admin-card" aria-labelledby={headingId}>
      <header className="order-card__header">
        <div>
          <h3 id={headingId}>Order #{order.id.slice(0, 8)}</h3>
          <p className="admin-muted">{formatDateTime(order.createdAt)}</p>
        </div>
        <div className="order-card__badges">
          <span
            className={`badge badge--${statusBadgeColour(order.status)}`}
            data-testid="status-badge"
          >
            {order.status}
          </span>
          {order.fulfilled ? (
            <span className={`badge badge--${ORDER_BADGE_COLOURS.fulfilled}`}>fulfilled</span>
          ) : null}
          {order.isTest ? <span className="badge badge--grey">test</span> : null}
        </div>
      </header>

      <div className="order-card__grid">
        <section>
          <h4>Payment</h4>
          <p>
            <strong>{formatAmount(order.amountCents)}</strong>
          </p>
          <p className="admin-mono" title={order.paymentIntentId}>
            {truncatePaymentId(order.paymentIntentId)}
          </p>
          <p className="admin-mono admin-muted">{order.id}</p>
        </section>
        <section>
          <h4>Recipient</h4>
          <p>{order.recipientName}</p>
          <p>{order.recipientEmail}</p>
          {order.recipientPhone ? <p>{order.recipientPhone}</p> : null}
          <p>
            <a
              className="admin-link"
              href={orderStatusPath(order.orderRef)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Buyer’s status page
            </a>
          </p>
        </section>
        <section>
          <h4>Shipping</h4>
          <p>{order.shippingAddress}</p>
          <p>
            {order.shippingCity}, {order.shippingState} {order.shippingZipCode}
          </p>
          <p>{countryName(order.shippingCountry)}</p>
        </section>
        <section>
          <h4>Story</h4>
          {order.story ? (
            <>
              <p>{order.story.title || '(untitled)'}</p>
              <p className="admin-muted">
                For {order.story.childName} · {order.story.animal}
                {order.story.isCollaborative ? ' · collaborative' : ''}
              </p>
              <StoryDialog story={order.story} order={order} />
            </>
          ) : order.storyDeletedAt ? (
            <p className="admin-muted">
              Story deleted on request ({formatDateTime(order.storyDeletedAt)})
            </p>
          ) : (
            <p className="admin-muted">No story</p>
          )}
          <p className="admin-muted">
            Child: {order.childGender}, {order.childRace}
          </p>
          {order.illustratorNotes ? <p>Illustrator notes: {order.illustratorNotes}</p> : null}
        </section>
      </div>

      <div className="order-card__actions">
        {tab === 'all' ? (
          <span className="admin-inline">
            <label htmlFor={`status-${order.id}`}>Status</label>
            <select
              id={`status-${order.id}`}
              value={order.status}
              disabled={order.fulfilled || busy}
              onChange={(e) => void setStatus(e.target.value as OrderStatus)}
            >
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        {tab === 'new' ? (
          <>
            <button
              type="button"
              className="admin-button"
              disabled={order.status === 'paid' || busy}
              onClick={() => void setStatus('paid')}
            >
              Mark as Paid
            </button>
            <button
              type="button"
              className="admin-button"
              disabled={order.status === 'shipped' || busy}
              onClick={() => void setStatus('shipped')}
            >
              Mark as Shipped
            </button>
          </>
        ) : null}
        <label className="admin-inline">
          <input
            type="checkbox"
            checked={order.fulfilled}
            disabled={busy}
            onChange={(e) => void setFulfilled(e.target.checked)}
          />
          Fulfilled
        </label>
      </div>

      <div className="order-card__forms">
        <div className="admin-field">
          <label htmlFor={`tracking-${order.id}`}>Tracking number</label>
          <div className="admin-inline">
            <input
              id={`tracking-${order.id}`}
              value={tracking}
              onChange={(e) => setTracking(e.target.value)}
              placeholder="Enter tracking number"
            />
            <button
              type="button"
              className="admin-button"
              disabled={trackingState.isLoading}
              onClick={() => void saveTracking()}
            >
              Update Tracking
            </button>
          </div>
          {order.trackingUrl ? (
            <a
              href={order.trackingUrl}
              target="_blank"
              rel="noreferrer noopener"
              className="admin-link"
            >
              Track package
            </a>
          ) : null}
        </div>
        <div className="admin-field">
          <label htmlFor={`notes-${order.id}`}>Notes</label>
          <textarea
            id={`notes-${order.id}`}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            rows={2}
          />
          <button
            type="button"
            className="admin-button"
            disabled={notesState.isLoading}
            onClick={() => void saveNotes()}
          >
            Save Notes
          </button>
        </div>
      </div>

      <PrintPanel order={order} />

      <div className="order-card__actions">
        <button
          type="button"
          className="admin-button"
          disabled={!order.storyId}
          onClick={() => window.open(storyPdfPath(order.storyId!), '_blank', 'noopener')}
        >
          Open Story PDF
        </button>
        <button
          type="button"
          className="admin-button"
          aria-expanded={showHistory}
          onClick={() => setShowHistory((v) => !v)}
        >
          {showHistory ? 'Hide History' : 'Show History'}
        </button>
        <button
          type="button"
          className="admin-button admin-button--danger"
          disabled={!order.storyId || deleteState.isLoading}
          onClick={() => void removeFamilyData()}
        >
          Delete Family Data
        </button>
      </div>
      {showHistory ? <OrderHistory orderId={order.id} /> : null}
    </article>
  );
}
