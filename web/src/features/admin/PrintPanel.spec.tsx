import { ADMIN_ORDER_TEXTS, PRINT_POLL_INTERVAL_MS, PRINT_TEXTS } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrintPanel } from './PrintPanel';
import { mutationHook } from '../../../test/mutations';
import { order, renderAdmin } from './testing';

const orderQuery = jest.fn();
const submit = jest.fn();
const refresh = jest.fn();
const setStatus = jest.fn();

jest.mock('./printApi', () => ({
  useAdminOrderQuery: (id: string, opts: unknown) => orderQuery(id, opts),
  useSubmitPrintOrderMutation: () => mutationHook(submit)(),
  useRefreshPrintStatusMutation: () => mutationHook(refresh)(),
  useSetPrintStatusMutation: () => mutationHook(setStatus)(),
  printFileUrl: (id: string, kind: string) => `/api/orders/${id}/print-files/${kind}`,
}));

const paid = order({ status: 'paid' });
const render = (o = paid) =>
  renderAdmin(<PrintPanel order={o} />, { route: '/admin', path: '/admin' });
const panel = () => screen.getByRole('region', { name: 'Print' });

beforeEach(() => {
  jest.clearAllMocks();
  orderQuery.mockReturnValue({ data: undefined });
});

describe('PrintPanel', () => {
  it('offers submission for a paid order not yet sent, and does not poll', async () => {
    submit.mockResolvedValue({ ...paid, printStatus: 'SUBMITTING' });
    const user = userEvent.setup();
    render();
    expect(screen.getByTestId('print-status')).toHaveTextContent('Not sent to print');
    expect(orderQuery).toHaveBeenCalledWith(paid.id, {
      skip: true,
      pollingInterval: PRINT_POLL_INTERVAL_MS,
    });
    await user.click(within(panel()).getByRole('button', { name: 'Submit to Print Service' }));
    expect(submit).toHaveBeenCalledWith({ id: paid.id });
    expect(await screen.findByText(PRINT_TEXTS.submitted)).toBeInTheDocument();
  });

  it('is not offered for an unpaid order', () => {
    render(order({ status: 'pending' }));
    expect(screen.getByRole('button', { name: 'Submit to Print Service' })).toBeDisabled();
  });

  it('shows the server error plus its details when submission is refused', async () => {
    submit.mockRejectedValue({
      status: 409,
      message: `409: ${PRINT_TEXTS.notPaid}`,
      text: PRINT_TEXTS.notPaid,
      details: [{ field: 'status', message: 'This order is pending.' }],
    });
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Submit to Print Service' }));
    expect(await screen.findByText(ADMIN_ORDER_TEXTS.printError[0])).toBeInTheDocument();
    expect(screen.getByText(`${PRINT_TEXTS.notPaid} This order is pending.`)).toBeInTheDocument();
  });

  it('falls back to its own words when the server failed', async () => {
    submit.mockRejectedValue({ status: 503, message: '503: down' });
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Submit to Print Service' }));
    expect(await screen.findByText(ADMIN_ORDER_TEXTS.printError[1])).toBeInTheDocument();
  });

  it('polls the order while the submission is in progress and shows the polled state', () => {
    const sending = order({ status: 'paid', printStatus: 'SUBMITTING' });
    orderQuery.mockReturnValue({
      data: { ...sending, printStatus: 'READY_FOR_UPLOAD', printOrderId: 'manual-0a1b2c3d4e' },
    });
    render(sending);
    expect(orderQuery).toHaveBeenCalledWith(sending.id, {
      skip: false,
      pollingInterval: PRINT_POLL_INTERVAL_MS,
    });
    expect(screen.getByTestId('print-status')).toHaveTextContent('Ready for upload');
    expect(screen.getByText('Print order manual-0a1b2c3d4e')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submitted to Print' })).toBeDisabled();
  });

  it('while sending, says so and keeps the button disabled', () => {
    render(order({ status: 'paid', printStatus: 'SUBMITTING' }));
    expect(screen.getByTestId('print-status')).toHaveTextContent('Sending to the printer');
    expect(screen.getByTestId('print-status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Submitted to Print' })).toBeDisabled();
  });

  it('shows the printer’s reason on a rejection and lets the operator send the book again', () => {
    render(
      order({
        status: 'paid',
        printStatus: 'REJECTED',
        printOrderId: '1042',
        printProvider: 'lulu',
        printStatusMessage: 'Interior has 20 pages; this product and cover need 24.',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Rejected by the printer: Interior has 20 pages; this product and cover need 24.',
    );
    expect(screen.getByRole('button', { name: 'Submit to Print Service' })).toBeEnabled();
    // Lulu reports its own status: no form for reports by hand.
    expect(screen.queryByRole('form', { name: 'Print status by hand' })).not.toBeInTheDocument();
  });

  it('shows tracking and the estimated delivery once shipped', () => {
    render(
      order({
        status: 'shipped',
        printStatus: 'SHIPPED',
        printOrderId: '1042',
        printProvider: 'lulu',
        trackingNumber: '1Z999',
        trackingUrl: 'https://ups.example/1Z999',
        estimatedDelivery: '2026-12-01',
      }),
    );
    expect(screen.getByRole('link', { name: '1Z999' })).toHaveAttribute(
      'href',
      'https://ups.example/1Z999',
    );
    expect(screen.getByText(/Estimated delivery: 2026-12-01/)).toBeInTheDocument();
  });

  it('refreshes the print status and tells the operator', async () => {
    refresh.mockResolvedValue({ status: 'PRINTING', label: 'Printing', order: paid });
    const user = userEvent.setup();
    render(
      order({
        status: 'paid',
        printStatus: 'AWAITING_PAYMENT',
        printOrderId: '1042',
        printProvider: 'lulu',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh Print Status' }));
    expect(refresh).toHaveBeenCalledWith({ id: paid.id });
    expect(await screen.findByText('Printing')).toBeInTheDocument();
  });

  it('manual provider: download links and a status report by hand', async () => {
    setStatus.mockResolvedValue({});
    const ready = order({
      status: 'paid',
      printStatus: 'READY_FOR_UPLOAD',
      printOrderId: 'manual-0a1b2c3d4e',
      printProvider: 'manual',
      printFilesReady: true,
    });
    const user = userEvent.setup();
    render(ready);
    expect(screen.getByRole('link', { name: 'Download interior PDF' })).toHaveAttribute(
      'href',
      `/api/orders/${ready.id}/print-files/interior`,
    );
    expect(screen.getByRole('link', { name: 'Download cover PDF' })).toHaveAttribute(
      'href',
      `/api/orders/${ready.id}/print-files/cover`,
    );
    const form = screen.getByRole('form', { name: 'Print status by hand' });
    await user.selectOptions(within(form).getByLabelText('Print status'), 'SHIPPED');
    await user.type(within(form).getByLabelText('Tracking link'), 'ftp://nope');
    await user.click(within(form).getByRole('button', { name: 'Save Print Status' }));
    expect(
      await within(form).findByText('Tracking link must start with http:// or https://'),
    ).toBeInTheDocument();
    expect(setStatus).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Tracking link'));
    await user.type(within(form).getByLabelText('Tracking link'), 'https://usps.example/94001');
    await user.type(within(form).getByLabelText('Print tracking number'), ' 94001 ');
    await user.click(within(form).getByRole('button', { name: 'Save Print Status' }));
    expect(setStatus).toHaveBeenCalledWith({
      id: ready.id,
      printStatus: 'SHIPPED',
      trackingNumber: '94001',
      trackingUrl: 'https://usps.example/94001',
    });
    expect(await screen.findByText(PRINT_TEXTS.statusSaved)).toBeInTheDocument();
  });
});
