import { NEWSLETTER_ADMIN_TEXTS as T, type NewsletterOverview } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_FLAG_KEY } from './adminSession';
import { renderAdmin } from './testing';
import { apiError, installFakeApi } from '../../../test/fakeApi';
import { AdminSubscribersPage } from './AdminSubscribersPage';

const row = (email: string, unsubscribedAt: string | null = null) => ({
  id: email,
  email,
  subscribedAt: '2026-11-20T10:00:00.000Z',
  unsubscribedAt,
});

describe('admin: newsletter subscribers', () => {
  let left: Set<string>;
  let seen: ReturnType<typeof installFakeApi>;

  beforeEach(() => {
    localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    left = new Set(['gone@example.com']);
    const all = ['ada@example.com', 'bob@example.org', 'gone@example.com'];
    seen = installFakeApi(({ url, method, body }) => {
      if (url.pathname === '/api/admin/session') return { status: 200, body: { ok: true } };
      if (url.pathname === '/api/admin/newsletter/overview') {
        const q = url.searchParams.get('q') ?? '';
        const rows = all.filter((e) => e.includes(q));
        const overview: NewsletterOverview = {
          subscribedCount: all.length - left.size,
          unsubscribedCount: left.size,
          matchCount: rows.length,
          subscribers: rows.map((e) => row(e, left.has(e) ? '2026-11-21T10:00:00.000Z' : null)),
        };
        return { status: 200, body: overview };
      }
      if (url.pathname === '/api/admin/newsletter/subscribers/unsubscribe' && method === 'POST') {
        left.add((body as { email: string }).email);
        return { status: 200, body: { unsubscribed: true, message: T.unsubscribedToast } };
      }
      return apiError(404, 'Not found');
    });
  });
  afterEach(() => localStorage.clear());

  it('shows the counts, searches, links the CSV export and unsubscribes on request', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdmin(<AdminSubscribersPage />, {
      route: '/admin/subscribers',
      path: '/admin/subscribers',
    });
    expect(await screen.findByText(T.subscribed(2))).toBeInTheDocument();
    expect(screen.getByText(T.unsubscribed(1), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.export })).toHaveAttribute(
      'href',
      '/api/admin/newsletter/subscribers.csv',
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);

    await userEvent.type(screen.getByLabelText(T.search), '.org');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(seen.some((r) => r.url.searchParams.get('q') === '.org')).toBe(true);

    const bob = screen.getByRole('row', { name: /bob@example\.org/ });
    await userEvent.click(
      within(bob).getByRole('button', { name: `${T.unsubscribe} bob@example.org` }),
    );
    expect(window.confirm).toHaveBeenCalledWith(T.unsubscribeConfirm('bob@example.org'));
    expect(await screen.findByText(T.unsubscribedToast)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /bob@example\.org/ })).toHaveTextContent(T.left),
    );
  });
});
