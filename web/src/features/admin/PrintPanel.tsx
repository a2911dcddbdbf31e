import {
  ADMIN_ORDER_TEXTS,
  canSubmitToPrint,
  isPrintFailed,
  isPrintSettling,
  PRINT_POLL_INTERVAL_MS,
  PRINT_TEXTS,
  printStatusLabel,
  type AdminOrder,
} from '@shop/contracts';
import { errorMessage, isAppError } from '../../api/errors';
import { useToast } from '../../components/Toaster';
import { describeError } from '../../api/errors';
import { ManualPrintForm } from './ManualPrintForm';
import {
  printFileUrl,
  useAdminOrderQuery,
  useRefreshPrintStatusMutation,
  useSubmitPrintOrderMutation,
} from './printApi';
import './PrintPanel.css';

const T = ADMIN_ORDER_TEXTS;

/**
 * An order's print fulfilment: submit to print, the print status with the
 * reason of a rejection, tracking and arrival, the print files, and for a manually printed order
 * the operator's own status report. While a submission settles, the order is polled.
 */
export function PrintPanel({ order: listed }: { order: AdminOrder }) {
  const toast = useToast();
  const settling = isPrintSettling(listed.printStatus);
  const { data: polled } = useAdminOrderQuery(listed.id, {
    skip: !settling,
    pollingInterval: PRINT_POLL_INTERVAL_MS,
  });
  // The polled copy is fresher until the list catches up (it is refreshed once settled).
  const order = settling && polled ? polled : listed;
  const [submitPrint, submitState] = useSubmitPrintOrderMutation();
  const [refreshPrint, refreshState] = useRefreshPrintStatusMutation();

  const busy = isPrintSettling(order.printStatus);
  const failed = isPrintFailed(order.printStatus);
  const submitted = order.printStatus !== null && !failed;

  async function sendToPrint() {
    try {
      await submitPrint({ id: order.id }).unwrap();
      toast({ title: PRINT_TEXTS.submitted });
    } catch (err) {
      let description: string = T.printError[1];
      if (isAppError(err) && typeof err.status === 'number' && err.status < 500) {
        // The server's sentence plus its details.
        description = [errorMessage(err), ...(err.details ?? []).map((d) => d.message)].join(' ');
      }
      toast({ title: T.printError[0], description, variant: 'destructive' });
    }
  }

  async function checkPrint() {
    try {
      const { label } = await refreshPrint({ id: order.id }).unwrap();
      toast({ title: 'Print status', description: label });
    } catch (err) {
      toast({
        title: T.printStatusError[0],
        description: describeError(err, T.printStatusError[1]),
        variant: 'destructive',
      });
    }
  }

  return (
    <section className="print-panel" aria-label="Print">
      <div className="order-card__actions">
        <button
          type="button"
          className="admin-button"
          disabled={!canSubmitToPrint(order) || submitState.isLoading}
          onClick={() => void sendToPrint()}
        >
          {submitted ? 'Submitted to Print' : 'Submit to Print Service'}
        </button>
        <span className="admin-inline">
          Print:{' '}
          <strong data-testid="print-status" aria-busy={busy}>
            {printStatusLabel(order.printStatus)}
          </strong>
          {busy ? <span className="admin-muted">(checking...)</span> : null}
        </span>
        {order.printOrderId ? (
          <>
            <span className="admin-muted admin-mono">Print order {order.printOrderId}</span>
            <button
              type="button"
              className="admin-button"
              disabled={refreshState.isLoading}
              onClick={() => void checkPrint()}
            >
              Refresh Print Status
            </button>
          </>
        ) : null}
      </div>
      {order.printStatusMessage ? (
        failed ? (
          <p className="admin-error" role="alert">
            {printStatusLabel(order.printStatus)}: {order.printStatusMessage}
          </p>
        ) : (
          <p className="admin-muted">{order.printStatusMessage}</p>
        )
      ) : null}
      {order.trackingNumber || order.estimatedDelivery ? (
        <p>
          {order.trackingNumber ? (
            <>
              Tracking:{' '}
              {order.trackingUrl ? (
                <a href={order.trackingUrl} target="_blank" rel="noreferrer noopener">
                  {order.trackingNumber}
                </a>
              ) : (
                order.trackingNumber
              )}
            </>
          ) : null}
          {order.trackingNumber && order.estimatedDelivery ? ' · ' : null}
          {order.estimatedDelivery ? <>Estimated delivery: {order.estimatedDelivery}</> : null}
        </p>
      ) : null}
      {order.printFilesReady ? (
        <p className="admin-inline">
          <a className="admin-link" href={printFileUrl(order.id, 'interior')} download>
            Download interior PDF
          </a>
          <a className="admin-link" href={printFileUrl(order.id, 'cover')} download>
            Download cover PDF
          </a>
        </p>
      ) : null}
      {order.printProvider === 'manual' ? <ManualPrintForm order={order} /> : null}
    </section>
  );
}
