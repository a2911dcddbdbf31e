import { makeStore } from '../../app/store';
import { onUnauthorized } from '../../api/unauthorized';
import { installFakeApi, type FakeReply } from '../../../test/fakeApi';
import { adminApi } from './adminApi';
import { printApi } from './printApi';

describe('admin API calls', () => {
  it('asks for a tab page with its search, newest first on the server', async () => {
    const seen = installFakeApi(() => ({ status: 200, body: { orders: [] } }));
    const store = makeStore();
    await store.dispatch(
      adminApi.endpoints.adminOrders.initiate({ tab: 'paid', page: 2, q: ' jane ' }),
    );
    expect(seen.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual([
      'GET /api/admin/orders?tab=paid&page=2&q=jane',
    ]);
  });

  it('a 401 from any admin call tells the signed-in pages, once per call', async () => {
    const reply: FakeReply = {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' },
    };
    installFakeApi(() => reply);
    const told = jest.fn();
    const stop = onUnauthorized(told);
    const store = makeStore();
    const read = await store.dispatch(adminApi.endpoints.markMessageRead.initiate('m1'));
    expect('error' in read && read.error).toMatchObject({ status: 401 });
    expect(told).toHaveBeenCalledTimes(1);
    await store.dispatch(printApi.endpoints.submitPrintOrder.initiate({ id: 'o1' }));
    expect(told).toHaveBeenCalledTimes(2);
    stop();
    await store.dispatch(adminApi.endpoints.contactUnreadCount.initiate());
    expect(told).toHaveBeenCalledTimes(2);
  });

  it('other errors tell no one', async () => {
    installFakeApi(() => ({ status: 500, body: { statusCode: 500, message: 'oops' } }));
    const told = jest.fn();
    const stop = onUnauthorized(told);
    const store = makeStore();
    await store.dispatch(adminApi.endpoints.contactUnreadCount.initiate());
    stop();
    expect(told).not.toHaveBeenCalled();
  });
});
