import {
  ADMIN_ORDER_TEXTS,
  MESSAGES,
  ORDER_TAB_EMPTY,
  type AdminOrdersPage as Page,
} from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyUnauthorized } from '../../api/unauthorized';
import { ADMIN_FLAG_KEY } from './adminSession';
import { mutationHook } from '../../../test/mutations';
import { order, renderAdminApp } from './testing';

const ordersQuery = jest.fn();
const updateTracking = jest.fn();
const updateStatus = jest.fn();
const updateFulfilled = jest.fn();
const updateNotes = jest.fn();
const logout = jest.fn();
const noop = jest.fn();

jest.mock('./adminApi', () => ({
  useAdminSessionQuery: () => ({ data: undefined }),
  useAdminOrdersQuery: (arg: unknown) => ordersQuery(arg),
  useContactUnreadCountQuery: () => ({ data: { count: 2 } }),
  useContactMessagesQuery: () => ({
    data: { messages: [], page: 1, pageSize: 50, total: 0, unread: 0 },
  }),
  useMarkMessageReadMutation: () => mutationHook(noop)(),
  useOrderHistoryQuery: () => ({
    data: [
      {
        id: 'e1',
        orderId: 'o',
        field: 'status',
        from: 'pending',
        to: 'paid',
        actor: 'admin',
        createdAt: '2026-11-20T11:00:00.000Z',
      },
    ],
  }),
  useUpdateTrackingMutation: () => mutationHook(updateTracking)(),
  useUpdateStatusMutation: () => mutationHook(updateStatus)(),
  useUpdateFulfilledMutation: () => mutationHook(updateFulfilled)(),
  useUpdateNotesMutation: () => mutationHook(updateNotes)(),
  useSubmitPrintOrderMutation: () => mutationHook(noop)(),
  useRefreshPrintStatusMutation: () => mutationHook(noop)(),
  useDeleteFamilyDataMutation: () => mutationHook(noop)(),
  useAdminLogoutMutation: () => mutationHook(logout)(),
}));

const COUNTS = { all: 3, new: 2, pending: 1, paid: 1, shipped: 0, fulfilled: 1 };
const pending = order();
const paid = order({
  id: '1f8fad5b-d9cb-469f-a165-70867728950e',
  status: 'paid',
  paymentIntentId: 'pi_paid_0123456789abcdef',
});
const done = order({
  id: '2f8fad5b-d9cb-469f-a165-70867728950e',
  status: 'shipped',
  fulfilled: true,
});

function pageOf(
  tab: string,
  orders = [pending, paid, done],
): { data: Page; isFetching: false; isError: false } {
  return {
    data: {
      orders,
      tab: tab as Page['tab'],
      page: 1,
      pageSize: 20,
      total: orders.length,
      counts: COUNTS,
      totalOrders: 3,
    },
    isFetching: false,
    isError: false,
  };
}

function renderPage(route = '/admin') {
  return renderAdminApp(route);
}

describe('admin orders page', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    ordersQuery.mockImplementation(({ tab }: { tab: string }) =>
      pageOf(tab, tab === 'shipped' ? [] : tab === 'new' ? [pending, paid] : [pending, paid, done]),
    );
  });

  it('goes to /admin-login without the isAdminLoggedIn flag, to come back afterwards', () => {
    localStorage.clear();
    renderPage('/admin/emails');
    expect(screen.getByText('admin login page (back to /admin/emails)')).toBeInTheDocument();
  });

  it('any 401 clears the flag and goes to /admin-login, to come back to the same tab', async () => {
    renderPage('/admin/orders/paid?q=jane');
    expect(screen.getByRole('heading', { name: 'Order Management' })).toBeInTheDocument();
    act(() => notifyUnauthorized());
    expect(
      await screen.findByText('admin login page (back to /admin/orders/paid?q=jane)'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
  });

  it('has one navigation for every admin screen, the current one marked', () => {
    renderPage('/admin/orders/paid');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav)
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['Orders', '/admin', 'page'],
      ['Messages2 unread', '/admin/messages', null],
      ['E-mails', '/admin/emails', null],
      ['Test Order Creator', '/admin/test-order-creator', null],
      ['Illustrations', '/admin/illustrations', null],
      ['Subscribers', '/admin/subscribers', null],
      ['Job Queues', '/api/admin/queues', null],
      ['Back to Home', '/', null],
    ]);
    expect(screen.getByRole('tab', { name: /^Paid/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the not-found page for an address under /admin that is no screen', () => {
    renderPage('/admin/nope');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows seven tabs with their counts, the buttons and the total order count', () => {
    renderPage();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'All Orders (3)',
      'New Orders (2)',
      'Pending (1)',
      'Paid (1)',
      'Shipped (0)',
      'Fulfilled (1)',
      'Messages2',
    ]);
    expect(screen.getByRole('link', { name: 'Test Order Creator' })).toHaveAttribute(
      'href',
      '/admin/test-order-creator',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('total-orders')).toHaveTextContent('3');
  });

  it('shows each order with its badge colour, amount, truncated payment id and details', () => {
    renderPage();
    const card = screen.getByRole('article', { name: `Order #${paid.id.slice(0, 8)}` });
    expect(within(card).getByTestId('status-badge')).toHaveClass('badge--blue');
    expect(within(card).getByTestId('status-badge')).toHaveTextContent('paid');
    expect(within(card).getByText('$24.99')).toBeInTheDocument();
    expect(within(card).getByText('pi_paid_01234567...')).toBeInTheDocument();
    expect(within(card).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(card).getByText('Austin, TX 78701')).toBeInTheDocument();
    // The country is stored as its code and shown by its name.
    expect(within(card).getByText('United States')).toBeInTheDocument();
    expect(within(card).getByText('Illustrator notes: Curly hair')).toBeInTheDocument();
    const pendingCard = screen.getByRole('article', { name: `Order #${pending.id.slice(0, 8)}` });
    expect(within(pendingCard).getByTestId('status-badge')).toHaveClass('badge--yellow');
    const doneCard = screen.getByRole('article', { name: `Order #${done.id.slice(0, 8)}` });
    expect(within(doneCard).getByTestId('status-badge')).toHaveClass('badge--purple');
    expect(within(doneCard).getByText('fulfilled')).toHaveClass('badge--green');
    // Submit to print is offered for paid orders only.
    expect(within(card).getByRole('button', { name: 'Submit to Print Service' })).toBeEnabled();
    expect(
      within(pendingCard).getByRole('button', { name: 'Submit to Print Service' }),
    ).toBeDisabled();
  });

  it('offers the story dialog on orders with a story; the bulk run is on Illustrations', async () => {
    const storyless = order({
      id: '3f8fad5b-d9cb-469f-a165-70867728950e',
      storyId: null,
      story: null,
      storyDeletedAt: '2026-11-21T10:00:00.000Z',
    });
    ordersQuery.mockImplementation(({ tab }: { tab: string }) => pageOf(tab, [paid, storyless]));
    renderPage();
    const card = screen.getByRole('article', { name: `Order #${paid.id.slice(0, 8)}` });
    expect(within(card).getByRole('button', { name: 'Story & Illustrations' })).toBeEnabled();
    const deleted = screen.getByRole('article', { name: `Order #${storyless.id.slice(0, 8)}` });
    expect(within(deleted).queryByRole('button', { name: 'Story & Illustrations' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bulk illustrations' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Illustrations' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Illustrations' })).toBeInTheDocument();
    const bulk = screen.getByRole('region', { name: 'Bulk illustrations' });
    expect(
      within(bulk).getByRole('button', { name: 'Illustrate paid stories without a full set' }),
    ).toBeEnabled();
  });

  it('All tab: the status dropdown changes the status and is disabled on a fulfilled order', async () => {
    updateStatus.mockResolvedValue(order({ status: 'shipped' }));
    const user = userEvent.setup();
    renderPage();
    const card = screen.getByRole('article', { name: `Order #${pending.id.slice(0, 8)}` });
    await user.selectOptions(within(card).getByLabelText('Status'), 'shipped');
    expect(updateStatus).toHaveBeenCalledWith({ id: pending.id, status: 'shipped' });
    expect(await screen.findByText(ADMIN_ORDER_TEXTS.statusUpdated)).toBeInTheDocument();
    const doneCard = screen.getByRole('article', { name: `Order #${done.id.slice(0, 8)}` });
    expect(within(doneCard).getByLabelText('Status')).toBeDisabled();
  });

  it('New tab: "Mark as Paid" and "Mark as Shipped", each disabled when already so', async () => {
    updateStatus.mockRejectedValue({ status: 500, message: '500: boom' });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: /New Orders/ }));
    const paidCard = await screen.findByRole('article', { name: `Order #${paid.id.slice(0, 8)}` });
    expect(within(paidCard).getByRole('button', { name: 'Mark as Paid' })).toBeDisabled();
    expect(within(paidCard).getByRole('button', { name: 'Mark as Shipped' })).toBeEnabled();
    await user.click(within(paidCard).getByRole('button', { name: 'Mark as Shipped' }));
    expect(updateStatus).toHaveBeenCalledWith({ id: paid.id, status: 'shipped' });
    expect(await screen.findByText(ADMIN_ORDER_TEXTS.statusError[0])).toBeInTheDocument();
    expect(screen.getByText(ADMIN_ORDER_TEXTS.statusError[1])).toBeInTheDocument();
    expect(ordersQuery).toHaveBeenCalledWith(expect.objectContaining({ tab: 'new', page: 1 }));
  });

  it('shows the tab’s empty state', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: /Shipped/ }));
    expect(await screen.findByText(ORDER_TAB_EMPTY.shipped)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Shipped/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the inline error when orders fail to load', () => {
    ordersQuery.mockReturnValue({ data: undefined, isFetching: false, isError: true });
    renderPage();
    expect(screen.getByText(ADMIN_ORDER_TEXTS.loadError)).toBeInTheDocument();
  });

  it('tracking: refuses a blank number, then saves one', async () => {
    updateTracking.mockResolvedValue(order({ trackingNumber: '1Z999' }));
    const user = userEvent.setup();
    renderPage();
    const card = screen.getByRole('article', { name: `Order #${pending.id.slice(0, 8)}` });
    await user.type(within(card).getByLabelText('Tracking number'), '   ');
    await user.click(within(card).getByRole('button', { name: 'Update Tracking' }));
    expect(await screen.findByText(MESSAGES.admin.trackingTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.admin.trackingDescription)).toBeInTheDocument();
    expect(updateTracking).not.toHaveBeenCalled();
    await user.clear(within(card).getByLabelText('Tracking number'));
    await user.type(within(card).getByLabelText('Tracking number'), ' 1Z999 ');
    await user.click(within(card).getByRole('button', { name: 'Update Tracking' }));
    expect(updateTracking).toHaveBeenCalledWith({ id: pending.id, trackingNumber: '1Z999' });
    expect(await screen.findByText(ADMIN_ORDER_TEXTS.trackingUpdated)).toBeInTheDocument();
  });

  it('fulfilled toggle, notes and history', async () => {
    updateFulfilled.mockRejectedValue({ status: 500, message: '500: x' });
    updateNotes.mockResolvedValue(order({ notes: 'Gift wrap' }));
    const user = userEvent.setup();
    renderPage();
    const card = screen.getByRole('article', { name: `Order #${pending.id.slice(0, 8)}` });
    await user.click(within(card).getByLabelText('Fulfilled'));
    expect(updateFulfilled).toHaveBeenCalledWith({ id: pending.id, fulfilled: true });
    expect(await screen.findByText(ADMIN_ORDER_TEXTS.fulfillError[1])).toBeInTheDocument();

    await user.type(within(card).getByLabelText('Notes'), 'Gift wrap');
    await user.click(within(card).getByRole('button', { name: 'Save Notes' }));
    expect(updateNotes).toHaveBeenCalledWith({ id: pending.id, notes: 'Gift wrap' });
    expect(await screen.findByText(ADMIN_ORDER_TEXTS.notesUpdated)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Show History' }));
    const history = within(card).getByRole('list', { name: 'Order history' });
    expect(history).toHaveTextContent('Status: pending → paid');
  });

  it('searches on the server and signs out', async () => {
    logout.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('searchbox'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(ordersQuery).toHaveBeenCalledWith(
        expect.objectContaining({ tab: 'all', q: 'jane@example.com' }),
      ),
    );
    // Another tab keeps the search.
    ordersQuery.mockClear();
    await user.click(screen.getByRole('tab', { name: /^Pending/ }));
    await waitFor(() =>
      expect(ordersQuery).toHaveBeenCalledWith(
        expect.objectContaining({ tab: 'pending', page: 1, q: 'jane@example.com' }),
      ),
    );
    expect(screen.getByRole('searchbox')).toHaveValue('jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('admin login page (back to /admin)')).toBeInTheDocument();
    expect(logout).toHaveBeenCalled();
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
  });
});
