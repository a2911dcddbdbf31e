import {
  ORDER_STATUS_POLL_INTERVAL_MS,
  ORDER_STATUS_TEXTS,
  ORDER_STEP_LABELS,
  ORDER_STEPS,
  type OrderStatusView,
} from '@shop/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { OrderStatusPage } from './OrderStatusPage';

const query = jest.fn();
jest.mock('./orderStatusApi', () => ({
  useGetOrderStatusQuery: (ref: string, opts?: unknown) => query(ref, opts),
}));

const REF = 'Zm9vYmFyYmF6cXV4cXV1eA';

function view(over: Partial<OrderStatusView> = {}, doneSteps = 1): OrderStatusView {
  return {
    orderRef: REF,
    status: 'paid',
    isTest: false,
    orderedAt: '2026-11-20T10:00:00.000Z',
    book: {
      storyId: '11111111-1111-4111-8111-111111111111',
      title: 'Mia and the Brave Fox',
      childName: 'Mia',
      animal: 'fox',
      theme: 'kindness',
    },
    steps: ORDER_STEPS.map((key, i) => ({
      key,
      label: ORDER_STEP_LABELS[key],
      done: i < doneSteps,
      at: i < doneSteps ? `2026-11-2${i}T10:00:00.000Z` : null,
    })),
    current: doneSteps ? ORDER_STEPS[doneSteps - 1]! : null,
    printStatusLabel: null,
    trackingNumber: null,
    trackingUrl: null,
    estimatedDelivery: { from: '2026-12-01', to: '2026-12-04' },
    final: false,
    ...over,
  };
}

function renderPage(result: { data?: OrderStatusView; error?: unknown; isLoading?: boolean }) {
  query.mockReturnValue({ isLoading: false, ...result });
  return render(
    <MemoryRouter initialEntries={[`/orders/${REF}`]}>
      <Routes>
        <Route path="/orders/:orderRef" element={<OrderStatusPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const pollingIntervals = () =>
  query.mock.calls
    .map(([, opts]) => (opts as { pollingInterval?: number } | undefined)?.pollingInterval)
    .filter((v) => v !== undefined);

describe('order status page', () => {
  beforeEach(() => query.mockReset());

  it('shows the cover, the steps with dates and the estimated delivery, and polls while moving', () => {
    renderPage({ data: view({}, 2) });
    expect(query).toHaveBeenCalledWith(REF, undefined);
    expect(screen.getByRole('heading', { name: ORDER_STATUS_TEXTS.title })).toBeInTheDocument();
    expect(
      screen.getByRole('figure', { name: 'Book cover: Mia and the Brave Fox' }),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: ORDER_STATUS_TEXTS.steps })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/Paid \(done\)Nov 20, 2026/),
      expect.stringMatching(/Sent to print \(done\)Nov 21, 2026/),
      expect.stringMatching(/Printed \(not yet\)$/),
      expect.stringMatching(/Shipped \(not yet\)$/),
      expect.stringMatching(/Delivered \(not yet\)$/),
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/Estimated delivery/)).toHaveTextContent(
      'Estimated delivery: Tue, Dec 1 – Fri, Dec 4',
    );
    expect(pollingIntervals()).toContain(ORDER_STATUS_POLL_INTERVAL_MS);
  });

  it('shows the tracking number and a link that sends no referrer', () => {
    renderPage({
      data: view(
        { status: 'shipped', trackingNumber: '1Z999', trackingUrl: 'https://track.example/1Z999' },
        4,
      ),
    });
    expect(screen.getByText('1Z999')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: ORDER_STATUS_TEXTS.trackParcel });
    expect(link).toHaveAttribute('href', 'https://track.example/1Z999');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('stops polling once delivered or cancelled', () => {
    renderPage({
      data: view({ status: 'delivered', final: true, estimatedDelivery: null }, 5),
    });
    expect(screen.getByText(ORDER_STATUS_TEXTS.delivered)).toBeInTheDocument();
    expect(pollingIntervals().every((v) => v === 0)).toBe(true);
    query.mockReset();
    renderPage({ data: view({ status: 'cancelled', final: true, estimatedDelivery: null }, 1) });
    expect(screen.getByText(ORDER_STATUS_TEXTS.cancelled)).toBeInTheDocument();
    expect(pollingIntervals().every((v) => v === 0)).toBe(true);
  });

  it('says so for an unknown link, and for too many lookups', () => {
    renderPage({ error: { status: 404, message: '404: Not Found' } });
    expect(screen.getByRole('alert')).toHaveTextContent(ORDER_STATUS_TEXTS.notFound);
    query.mockReset();
    renderPage({ error: { status: 429, message: '429: Too Many' } });
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(ORDER_STATUS_TEXTS.tooMany);
  });

  it('marks test orders and orders whose story was removed', () => {
    renderPage({ data: view({ isTest: true, book: null }) });
    expect(screen.getByText(ORDER_STATUS_TEXTS.testOrder)).toBeInTheDocument();
    expect(screen.getByText(ORDER_STATUS_TEXTS.storyRemoved)).toBeInTheDocument();
  });
});
