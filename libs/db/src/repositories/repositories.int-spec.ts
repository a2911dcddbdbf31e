import { createTestDatabase, type TestDatabase } from '@shop/testing';
import { OrderTransitionError } from '@shop/contracts';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../data-source';
import type { CheckoutEntity } from '../entities/checkout.entity';
import { OrderEntity } from '../entities/order.entity';
import { CheckoutRepository } from './checkout.repository';
import { OrderRepository } from './order.repository';
import { OrderTaxRepository } from './order-tax.repository';
import { recipientOf } from './shipping';
import { StoryRepository } from './story.repository';

const SHIPPING = {
  fullName: 'Ada Parent',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'US',
  childGender: 'girl',
  childRace: 'unspecified',
  illustratorNotes: 'Loves red boots',
};
const PRICING = {
  subtotalCents: 2999,
  taxAmountCents: 248,
  taxRate: 0.0825,
  totalCents: 3247,
  currency: 'usd',
  taxCalculationId: 'taxcalc_repo_1',
};
const WRITTEN = {
  title: 'Mia and the Fox',
  content: 'Once upon a time.',
  wordCount: 4,
  pages: null,
  provider: 'builtin',
};

/** The repositories against real Postgres: the conditional updates are the state machines. */
describe('StoryRepository, OrderRepository, CheckoutRepository (Postgres)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let stories: StoryRepository;
  let orders: OrderRepository;
  let checkouts: CheckoutRepository;
  let orderTax: OrderTaxRepository;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = createDataSource({ url: db.url });
    await ds.initialize();
    stories = new StoryRepository(ds);
    orders = new OrderRepository(ds);
    checkouts = new CheckoutRepository(ds);
    orderTax = new OrderTaxRepository(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const newStory = () =>
    stories.createQueued({
      ownerVisitorId: '00000000-0000-4000-8000-000000000001',
      childName: 'Mia',
      animal: 'fox',
      theme: 'kindness',
      ageRange: 'preschool',
      requestedWordCount: 800,
      seed: 7,
    });

  const historyOf = async (orderId: string) =>
    (await orders.history(orderId)).map((e) => [e.field, e.from, e.to, e.actor]);

  it('lets exactly one of two racing jobs claim a story, and completes it once', async () => {
    const story = await newStory();
    const claims = await Promise.all([
      stories.claimGeneration(story.id),
      stories.claimGeneration(story.id),
    ]);
    // A re-delivered job may claim a story still generating (its first run died); both runs then
    // race to complete it, and exactly one wins.
    const claimed = claims.filter(Boolean);
    expect(claimed.length).toBeGreaterThanOrEqual(1);
    expect(claimed[0]).toMatchObject({ generationStatus: 'generating', progress: 5 });
    expect(await stories.claimWeaving(story.id)).toBeNull();

    const results = await Promise.all([
      stories.complete(story, WRITTEN, story.revision),
      stories.complete(story, WRITTEN, story.revision),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await stories.claimGeneration(story.id)).toBeNull();
    await stories.markFailed(story.id, new Error('late'), { what: 'finish' });
    expect(await stories.findById(story.id)).toMatchObject({
      generationStatus: 'ready',
      progress: 100,
      title: WRITTEN.title,
    });
  });

  it('drops the result of an older revision and fails only unfinished stories', async () => {
    const story = await newStory();
    await stories.claimGeneration(story.id);
    expect(await stories.queueNewVersion(story.id, 8)).toBeNull(); // still being written
    await stories.markFailed(story.id, new Error('model timed out'), { what: 'finish' });
    const failed = await stories.findById(story.id);
    expect(failed!.generationStatus).toBe('failed');
    expect(failed!.generationError).toMatch(/couldn't finish this story \(model timed out\)/);

    const next = await stories.queueNewVersion(story.id, 8);
    expect(next).toMatchObject({ generationStatus: 'queued', revision: 2, seed: 8 });
    await stories.claimGeneration(story.id);
    expect(await stories.complete(story, WRITTEN, 1)).toBe(false);
    expect(await stories.complete(story, WRITTEN, 2)).toBe(true);
  });

  it('finds unfinished stories older than a cutoff for the reconciler', async () => {
    const story = await newStory();
    const later = new Date(Date.now() + 60_000);
    expect((await stories.unfinishedSince(later, 100)).map((s) => s.id)).toContain(story.id);
    expect((await stories.unfinishedSince(new Date(0), 100)).map((s) => s.id)).not.toContain(
      story.id,
    );
  });

  it('turns one payment into one order however often it is recorded, named as stripe', async () => {
    const story = await newStory();
    const visitor = '00000000-0000-4000-8000-000000000002';
    await checkouts.openIfNone(story.id, visitor, SHIPPING, PRICING);
    await checkouts.openIfNone(story.id, visitor, SHIPPING, { ...PRICING, totalCents: 1 });
    const checkout = await checkouts.transaction(async (m) => {
      const row = (await checkouts.lockOpen(m, story.id, visitor))!;
      expect(row.totalCents).toBe(PRICING.totalCents); // one open checkout per visitor and story
      return checkouts.recordIntent(m, row, SHIPPING, PRICING, 'pi_repo_1');
    });
    expect(checkout).toMatchObject({ paymentIntentId: 'pi_repo_1', revision: 1, taxRate: '0.083' });

    const record = (status: 'paid' | 'pending') =>
      orders.transaction('stripe', async (m) => {
        const c = (await checkouts.findByIntent('pi_repo_1', m)) as CheckoutEntity;
        const order = await orders.recordPayment(m, c, 'pi_repo_1', status);
        await checkouts.complete(m, c.id, order.id);
        return order;
      });
    const pending = await record('pending');
    const [paid, again] = await Promise.all([record('paid'), record('paid')]);
    expect(paid.id).toBe(pending.id);
    expect(again.id).toBe(pending.id);
    expect(await record('pending')).toMatchObject({ id: pending.id, status: 'paid' });

    const order = (await orders.findById(pending.id))!;
    expect(order).toMatchObject({
      status: 'paid',
      amountCents: 3247,
      taxCalculationId: 'taxcalc_repo_1',
      taxTransactionId: null,
      recipientName: 'Ada Parent',
      shippingZipCode: '78701',
      illustratorNotes: 'Loves red boots',
    });
    expect(recipientOf(order)).toEqual({
      name: 'Ada Parent',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postcode: '78701',
      country: 'US',
    });
    expect(await historyOf(order.id)).toContainEqual(['status', 'pending', 'paid', 'stripe']);
    expect((await checkouts.findByIntent('pi_repo_1'))!.status).toBe('completed');

    // Its sale is recorded once: a second transaction id never replaces the first.
    const hour = 3_600_000;
    const window = [new Date(Date.now() - hour), new Date(Date.now() + hour)] as const;
    expect(await orderTax.unrecorded(...window, 1000)).toContain(order.id);
    expect(
      await orderTax.unrecorded(window[0], new Date(Date.now() - hour / 2), 1000),
    ).not.toContain(order.id);
    expect(await orderTax.recordTransaction(order.id, 'tax_repo_1')).toBe(true);
    expect(await orderTax.recordTransaction(order.id, 'tax_repo_2')).toBe(false);
    expect(await orderTax.find(order.id)).toEqual({
      id: order.id,
      status: 'paid',
      taxCalculationId: 'taxcalc_repo_1',
      taxTransactionId: 'tax_repo_1',
    });
    expect(await orderTax.unrecorded(...window, 1000)).not.toContain(order.id);
  });

  it('ships an order once, records the operator’s changes as theirs, and forgets the child', async () => {
    const story = await newStory();
    const order = (await orders.createTestOrder(story.id, 'test_repo_1', SHIPPING))!;
    expect(order).toMatchObject({ status: 'paid', isTest: true, amountCents: 0 });

    // Two reports racing: the row lock makes one the change, the other a no-op.
    const ship = async () => (await orders.transition(order.id, 'shipped', 'print')).changed;
    expect(await Promise.all([ship(), ship()])).toEqual(expect.arrayContaining([true, false]));
    await orders.transition(order.id, 'delivered', 'print');
    expect((await orders.findById(order.id))!.status).toBe('delivered');
    // The printer never moves an order back.
    await expect(orders.transition(order.id, 'paid', 'print')).rejects.toBeInstanceOf(
      OrderTransitionError,
    );

    const before = await orders.change(order.id, { notes: 'gift wrap', fulfilled: true }, () => {});
    expect(before).toMatchObject({ notes: null, fulfilled: false });
    await orders.change(order.id, { notes: 'gift wrap' }, () => {}); // same value: no entry
    const refused = orders.change(order.id, { notes: 'x' }, () => {
      throw new Error('locked');
    });
    await expect(refused).rejects.toThrow('locked');

    const ids = await orders.transaction('admin', (m) => orders.forgetChild(m, story.id, 'admin'));
    expect(ids).toEqual([order.id]);
    const forgotten = await ds.getRepository(OrderEntity).findOneByOrFail({ id: order.id });
    expect(forgotten).toMatchObject({ childGender: 'unspecified', illustratorNotes: null });
    expect(forgotten.storyDeletedAt).toBeInstanceOf(Date);

    const history = await historyOf(order.id);
    expect(history).toContainEqual(['status', 'paid', 'shipped', 'print']);
    expect(history).toContainEqual(['status', 'shipped', 'delivered', 'print']);
    expect(history.filter(([field]) => field === 'notes')).toEqual([
      ['notes', null, 'gift wrap', 'admin'],
    ]);
    expect(history).toContainEqual(['fulfilled', false, true, 'admin']);
  });
});
