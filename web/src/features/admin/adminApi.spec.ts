import { makeStore } from '../../app/store';
import { adminApi } from './adminApi';
import { ADMIN_FLAG_KEY, ADMIN_UNAUTHORIZED_EVENT } from './adminSession';

const baseQuery = jest.fn();
jest.mock('../../api/baseApi', () => {
  const actual = jest.requireActual('../../api/baseApi');
  return { ...actual, baseQuery: (...args: unknown[]) => baseQuery(...args) };
});

describe('admin API calls', () => {
  beforeEach(() => {
    baseQuery.mockReset();
    localStorage.setItem(ADMIN_FLAG_KEY, 'true');
  });

  it('asks for a tab page with its search, newest first on the server', async () => {
    baseQuery.mockResolvedValue({ data: { orders: [] } });
    const store = makeStore();
    await store.dispatch(
      adminApi.endpoints.adminOrders.initiate({ tab: 'paid', page: 2, q: ' jane ' }),
    );
    expect(baseQuery.mock.calls[0]![0]).toBe('/admin/orders?tab=paid&page=2&q=jane');
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBe('true');
  });

  it('a 401 from any admin call clears isAdminLoggedIn and signals the pages', async () => {
    baseQuery.mockResolvedValue({
      error: { status: 401, message: '401: Please sign in to the admin area.' },
    });
    const signalled = jest.fn();
    window.addEventListener(ADMIN_UNAUTHORIZED_EVENT, signalled);
    const store = makeStore();
    const result = await store.dispatch(adminApi.endpoints.markMessageRead.initiate('m1'));
    expect('error' in result && result.error).toMatchObject({ status: 401 });
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBeNull();
    expect(signalled).toHaveBeenCalledTimes(1);
    window.removeEventListener(ADMIN_UNAUTHORIZED_EVENT, signalled);
  });

  it('other errors leave the flag alone', async () => {
    baseQuery.mockResolvedValue({ error: { status: 500, message: '500: oops' } });
    const store = makeStore();
    await store.dispatch(adminApi.endpoints.contactUnreadCount.initiate());
    expect(localStorage.getItem(ADMIN_FLAG_KEY)).toBe('true');
  });
});
