import {
  formatDeliveryRange,
  ORDER_STATUS_POLL_INTERVAL_MS,
  ORDER_STATUS_TEXTS as T,
  type OrderStatusView,
} from '@shop/contracts';
import { Link, useParams } from 'react-router-dom';
import { isAppError } from '../../api/errors';
import { BookCover } from '../checkout';
import { useGetOrderStatusQuery } from './orderStatusApi';
import './order-status.css';

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

function StatusNote({ order }: { order: OrderStatusView }) {
  if (order.status === 'cancelled')
    return <p className="order-status__note order-status__note--warn">{T.cancelled}</p>;
  if (order.status === 'pending') return <p className="order-status__note">{T.pending}</p>;
  if (order.current === 'delivered') return <p className="order-status__note">{T.delivered}</p>;
  return null;
}

function Steps({ order }: { order: OrderStatusView }) {
  return (
    <ol className="order-steps" aria-label={T.steps}>
      {order.steps.map((step) => {
        const current = order.current === step.key;
        return (
          <li
            key={step.key}
            className={`order-steps__step${step.done ? ' order-steps__step--done' : ''}${
              current ? ' order-steps__step--current' : ''
            }`}
            aria-current={current ? 'step' : undefined}
          >
            <span className="order-steps__marker" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <span className="order-steps__label">
              {step.label}
              <span className="visually-hidden">{step.done ? ' (done)' : ' (not yet)'}</span>
            </span>
            {step.at ? (
              <time className="order-steps__date" dateTime={step.at}>
                {formatDay(step.at)}
              </time>
            ) : null}
            {current && order.printStatusLabel ? (
              <span className="order-steps__detail">{order.printStatusLabel}</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function OrderStatusDetails({ order }: { order: OrderStatusView }) {
  return (
    <div className="order-status__layout">
      <div className="order-status__book">
        {order.book ? (
          <BookCover story={order.book} size="md" />
        ) : (
          <p className="order-status__muted">{T.storyRemoved}</p>
        )}
      </div>
      <div className="order-status__details">
        <p className="order-status__muted">
          {T.orderedOn} {formatDay(order.orderedAt)}
          {order.isTest ? <span className="order-status__badge">{T.testOrder}</span> : null}
        </p>
        {order.book ? (
          <p>
            <Link to={`/stories/${encodeURIComponent(order.book.storyId)}`}>{T.readStory}</Link>
          </p>
        ) : null}
        <StatusNote order={order} />
        <Steps order={order} />
        {order.trackingNumber ? (
          <section className="order-status__box" aria-label={T.trackingNumber}>
            <p>
              {T.trackingNumber}: <strong>{order.trackingNumber}</strong>
            </p>
            {order.trackingUrl ? (
              <a
                className="btn btn--primary"
                href={order.trackingUrl}
                target="_blank"
                // The status link is the buyer's key: no Referer to the carrier.
                rel="noopener noreferrer"
              >
                {T.trackParcel}
              </a>
            ) : null}
          </section>
        ) : null}
        {order.estimatedDelivery ? (
          <section className="order-status__box" aria-label={T.estimatedDelivery}>
            <p>
              {T.estimatedDelivery}: <strong>{formatDeliveryRange(order.estimatedDelivery)}</strong>
            </p>
            <p className="order-status__muted">{T.deliveryPromise}</p>
          </section>
        ) : null}
        {!order.final ? <p className="order-status__muted">{T.updatesNote}</p> : null}
      </div>
    </div>
  );
}

/** `/orders/{orderRef}`: where the book is, for whoever holds the link (no account needed). */
export function OrderStatusPage() {
  const { orderRef = '' } = useParams();
  const { data: order, error, isLoading } = useGetOrderStatusQuery(orderRef);
  // A second subscription polls only while the order is still moving (not delivered/cancelled).
  useGetOrderStatusQuery(orderRef, {
    pollingInterval: order && !order.final ? ORDER_STATUS_POLL_INTERVAL_MS : 0,
    skipPollingIfUnfocused: true,
  });

  let body;
  if (isLoading) body = <p role="status">{T.loading}</p>;
  else if (order) body = <OrderStatusDetails order={order} />;
  else {
    const status = isAppError(error) ? error.status : undefined;
    body = (
      <p role="alert" className="order-status__note order-status__note--warn">
        {status === 404 ? T.notFound : status === 429 ? T.tooMany : T.loadError}
      </p>
    );
  }
  return (
    <main className="page order-status">
      <h1>{T.title}</h1>
      {body}
    </main>
  );
}
