import { hashPassword } from '@shop/auth';
import { CHECKOUT_TEXTS, type Story } from '@shop/contracts';
import { withPg } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY } from '../../../test/support/stories';

const PASSWORD = 'operator passphrase for test orders';
const SHIPPING = {
  fullName: 'Jane Parent',
  email: 'jane@example.com',
  phone: '5125550100',
  address: '1 Main Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
};

/**
 * A shop without Stripe keys, in production mode: checkout says payments are not configured,
 * webhooks are refused, and only the operator may create test orders.
 */
describe('checkout without payment keys, test orders for the operator only (production)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: {
        NODE_ENV: 'production',
        COOKIE_SECRET: 'a-production-cookie-secret-of-forty-characters',
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
      },
    });
  });
  afterAll(() => h?.close());

  /** A written story (no worker here: it is marked ready directly; only those are for sale). */
  async function story(v: Visitor): Promise<Story> {
    const res = await v.post('/api/stories/generate', VALID_STORY);
    expect(res.statusCode).toBe(202);
    const created = res.json() as Story;
    await withPg(h.db.url, (c) =>
      c.query(
        `UPDATE stories SET "generationStatus" = 'ready', progress = 100, title = 'Mia and the Kind Fox',
           content = 'Once upon a time.', "wordCount" = 4 WHERE id = $1`,
        [created.id],
      ),
    );
    return created;
  }

  it('answers 503 with a clear message and tells the browser payments are off', async () => {
    const parent = h.visitor();
    const { id } = await story(parent);
    const res = await parent.post('/api/create-payment-intent', {
      storyId: id,
      amount: 24.99,
      shippingDetails: SHIPPING,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      statusCode: 503,
      message: CHECKOUT_TEXTS.server.paymentsNotConfigured,
    });

    const config = (await parent.get('/api/checkout/config')).json();
    expect(config).toEqual({
      paymentsEnabled: false,
      publishableKey: null,
      testOrdersAllowed: false,
      priceCents: 2499,
      currency: 'usd',
    });
    // Someone else's story is still a 404, payments or not.
    const other = await h
      .visitor()
      .post('/api/create-payment-intent', { storyId: id, shippingDetails: SHIPPING });
    expect(other.statusCode).toBe(404);
  });

  it('refuses webhooks and payment-complete while payments are off', async () => {
    const hook = await h.visitor().request({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","type":"payment_intent.succeeded"}',
    });
    expect(hook.statusCode).toBe(503);
    const done = await h.visitor().post('/api/payment-complete', {
      paymentIntentId: 'pi_123',
      storyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(done.statusCode).toBe(503);
  });

  it('lets only the signed-in operator create test orders in production, for any story', async () => {
    const parent = h.visitor();
    const { id } = await story(parent);
    const refused = await parent.post('/api/test/create-order', {
      storyId: id,
      shippingDetails: SHIPPING,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(CHECKOUT_TEXTS.server.testOrdersOperatorOnly);

    const admin = h.visitor();
    const login = await admin.post('/api/admin/login', { password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect((await admin.get('/api/checkout/config')).json().testOrdersAllowed).toBe(true);
    const created = await admin.post('/api/test/create-order', {
      storyId: id,
      shippingDetails: SHIPPING,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: CHECKOUT_TEXTS.toasts.testOrderCreated,
      order: { id: created.json().orderId, isTest: true, amountCents: 0, status: 'paid' },
    });
  });
});
