import { hashPassword } from '@shop/auth';
import {
  type CollaborativeStory,
  type CreatedCollaborativeStory,
  type OrderStatusView,
  type PaymentIntentResponse,
  type PromptView,
  type Story,
  STORY_FROZEN_TEXTS,
  STORY_SALE_TEXTS,
  type StorySummary,
  type TestOrderResponse,
} from '@shop/contracts';
import { StoryRepository } from '@shop/db';
import { type FakeStripe, startFakeStripe, stripeConfig } from '@shop/testing';
import { Client } from 'pg';
import { registeredRoutes } from '../src/app';
import { insertOrder, signInAdmin } from '../../../test/support/admin';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';
import { SHIPPING } from '../../../test/support/shipping';

jest.setTimeout(120_000);

const PASSWORD = 'integrity operator passphrase';
const TOGETHER = {
  childName: 'Mia',
  animal: 'fox',
  theme: 'kindness',
  ageRange: 'preschool',
  parentContribution: 'Mia found a fox hiding behind the garden shed.',
  childContribution: 'The fox had a tiny map with a big red X on it!',
  wordCount: 1000,
  isCollaborative: true,
};
/** A 1×1 PNG, as an upload's data URL. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * Every route that can change a story's writing (text, title, pages, the pictures' text, the
 * companion), with how to call it for a story. Each must refuse an ordered story with 409.
 */
type Ctx = {
  story: Story;
  together: { id: string; token: string };
  illustrationId: string;
  owner: Visitor;
  admin: Visitor;
};
const WRITING_ROUTES: Record<
  string,
  (c: Ctx) => { who: Visitor; url: string; payload?: unknown; expect: string }
> = {
  'POST /api/stories/:id/regenerate': (c) => ({
    who: c.owner,
    url: `/api/stories/${c.story.id}/regenerate`,
    expect: STORY_FROZEN_TEXTS.rewrite,
  }),
  'POST /api/stories/:id/versions/:revision/restore': (c) => ({
    who: c.owner,
    url: `/api/stories/${c.story.id}/versions/1/restore`,
    expect: STORY_FROZEN_TEXTS.rewrite,
  }),
  'PATCH /api/stories/:id': (c) => ({
    who: c.owner,
    url: `/api/stories/${c.story.id}`,
    payload: { title: 'Another title' },
    expect: STORY_FROZEN_TEXTS.text,
  }),
  'PUT /api/stories/:id/dedication': (c) => ({
    who: c.owner,
    url: `/api/stories/${c.story.id}/dedication`,
    payload: { dedication: 'For Mia, with love' },
    expect: STORY_FROZEN_TEXTS.dedication,
  }),
  'POST /api/stories/contribute': (c) => ({
    who: c.owner,
    url: '/api/stories/contribute',
    payload: {
      storyId: c.together.id,
      token: c.together.token,
      contributorType: 'parent',
      content: 'And then the fox flew away.',
    },
    expect: STORY_FROZEN_TEXTS.contribute,
  }),
  'POST /api/stories/:id/custom-illustrations': (c) => ({
    who: c.admin,
    url: `/api/stories/${c.story.id}/custom-illustrations`,
    payload: { imageData: PNG, pageNumber: 3, pageContent: 'New words on the picture.' },
    expect: STORY_FROZEN_TEXTS.pictureText,
  }),
  'PATCH /api/illustrations/:id/page': (c) => ({
    who: c.admin,
    url: `/api/illustrations/${c.illustrationId}/page`,
    payload: { pageNumber: 2, pageContent: 'Other words on the picture.' },
    expect: STORY_FROZEN_TEXTS.pictureText,
  }),
};

/**
 * Every other route that changes something, and why it leaves a story's writing alone. A new
 * route must be put in one of the two lists: this test fails until it is.
 */
const OTHER_CHANGES: Record<string, string> = {
  'POST /api/stories/generate': 'makes a new story',
  'POST /api/stories/collaborative': 'makes a new story',
  'PATCH /api/illustrations/:id/sequence': 'reorders pictures; their text stays',
  'DELETE /api/illustrations/:id': 'removes a picture; no book is built without one per page',
  'POST /api/admin/stories/:id/illustrations': 'draws a picture; the text stays',
  'POST /api/admin/illustrations/bulk': 'draws pictures; the text stays',
  'POST /api/admin/illustrations/bulk/:runId/cancel': 'stops drawing pictures',
  'DELETE /api/admin/stories/:id': "the family's deletion request; the order keeps its record",
  'DELETE /api/stories/:id':
    "the family's own deletion; an ordered story keeps its text and pictures for the order",
  'POST /api/stories/:id/share-link': 'a new share link; the text stays',
  'POST /api/create-payment-intent': 'a purchase',
  'POST /api/payment-complete': 'a purchase',
  'POST /api/test/create-order': 'a purchase',
  'POST /api/test/create-collaborative-order': 'a purchase',
  'POST /api/webhooks/stripe': 'a purchase',
  'POST /api/webhooks/print': 'an order’s print status',
  'POST /api/webhooks/print/:provider': 'an order’s print status',
  'POST /api/admin/orders/:id/tracking': 'an order’s shipping',
  'POST /api/admin/orders/:id/status': 'an order’s status',
  'POST /api/admin/orders/:id/fulfill': 'an order’s status',
  'POST /api/admin/orders/:id/notes': 'an order’s notes',
  'POST /api/orders/:id/print': 'prints the book as it is',
  'PUT /api/orders/:id/print-status': 'an order’s print status',
  'POST /api/contact': 'a message',
  'POST /api/admin/contact-messages/:id/read': 'a message',
  'POST /api/admin/outbox/:id/send': 'an e-mail',
  'POST /api/newsletter': 'the newsletter',
  'POST /api/my-stories/link': 'an e-mail with a link',
  'POST /api/my-stories/claim': 'moves stories to another browser; their text stays',
  'POST /api/newsletter/unsubscribe': 'the newsletter',
  'POST /api/admin/newsletter/subscribers/unsubscribe': 'the newsletter',
  'POST /api/admin/login': 'the operator’s session',
  'POST /api/admin/logout': 'the operator’s session',
};

describe('what was ordered is what gets printed (real API, worker, Postgres, Redis, fake Stripe)', () => {
  let h: Harness;
  let stripe: FakeStripe;
  let pg: Client;
  let admin: Visitor;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    h = await startHarness({
      config: {
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        WORKER_QUEUES: 'story',
        STORY_RATE_LIMIT_PER_VISITOR: '100',
        STORY_RATE_LIMIT_PER_IP: '500',
        ...stripeConfig(stripe),
        TEST_ORDERS_PUBLIC: 'true',
      },
    });
    pg = new Client({ connectionString: h.db.url });
    await pg.connect();
    admin = await signInAdmin(h, PASSWORD);
  });
  afterAll(async () => {
    await pg?.end();
    await h?.close();
    await stripe?.close();
  });

  async function writtenStory(owner: Visitor): Promise<Story> {
    const res = await owner.post('/api/stories/generate', VALID_STORY);
    expect(res.statusCode).toBe(202);
    const story = await waitForFinalStory(owner, (res.json() as Story).id);
    expect(story.generationStatus).toBe('ready');
    return story;
  }

  async function together(parent: Visitor) {
    const res = await parent.post('/api/stories/collaborative', TOGETHER);
    expect(res.statusCode).toBe(201);
    const body = res.json() as CreatedCollaborativeStory;
    return { id: body.story.id, token: body.story.collaborativeToken, sharePath: body.sharePath };
  }

  async function finishTogether(parent: Visitor, c: { id: string; token: string }) {
    const q = `?token=${encodeURIComponent(c.token)}`;
    const prompts = (await parent.get(`/api/stories/prompts/${c.id}${q}`)).json() as PromptView[];
    for (const p of prompts.filter((x) => !x.completed)) {
      const role = p.targetContributor === 'parent' ? 'parent' : 'child';
      const res = await parent.post('/api/stories/contribute', {
        storyId: c.id,
        token: c.token,
        contributorType: role,
        promptId: p.id,
        content: `Part ${p.order} by the ${role}.`,
      });
      expect(res.statusCode).toBe(201);
    }
  }

  /** The story's writing as stored, compared byte for byte. */
  async function writingOf(storyId: string) {
    const { rows } = await pg.query(
      `SELECT "title", "content", "pages"::text AS "pages", "animal", "childName", "revision", "seed",
              "generationStatus" FROM "stories" WHERE "id" = $1`,
      [storyId],
    );
    return rows[0] as Record<string, unknown>;
  }

  async function pay(owner: Visitor, storyId: string) {
    const intent = await owner.post('/api/create-payment-intent', {
      storyId,
      productType: 'custom_storybook',
      amount: 24.99,
      shippingDetails: SHIPPING,
    });
    expect(intent.statusCode).toBe(200);
    const pi = intent.json() as PaymentIntentResponse;
    stripe.setStatus(pi.paymentIntentId, 'succeeded');
    const done = await owner.post('/api/payment-complete', {
      storyId,
      paymentIntentId: pi.paymentIntentId,
    });
    expect(done.statusCode).toBe(200);
    return done.json() as { orderRef: string; orderId: string };
  }

  describe('an ordered story is frozen', () => {
    it('a paid order followed by "Write another version": 409, the order’s text unchanged byte for byte', async () => {
      const owner = h.visitor();
      const story = await writtenStory(owner);
      const order = await pay(owner, story.id);
      const before = await writingOf(story.id);
      const statusBefore = (
        await h.visitor().get(`/api/orders/status/${order.orderRef}`)
      ).json() as OrderStatusView;

      const res = await owner.post(`/api/stories/${story.id}/regenerate`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ statusCode: 409, message: STORY_FROZEN_TEXTS.rewrite });

      // Give a wrongly queued job time to run: nothing may change.
      await new Promise((r) => setTimeout(r, 1500));
      expect(await writingOf(story.id)).toEqual(before);
      const statusAfter = (
        await h.visitor().get(`/api/orders/status/${order.orderRef}`)
      ).json() as OrderStatusView;
      expect(statusAfter.book).toEqual(statusBefore.book);
      const view = (await owner.get(`/api/stories/${story.id}`)).json() as Story;
      expect(view).toMatchObject({ ordered: true, title: before.title, content: before.content });
    });

    it('a new version that raced the payment is dropped by the repository and the story stays as ordered', async () => {
      const owner = h.visitor();
      const story = await writtenStory(owner);
      const before = await writingOf(story.id);
      const repo = h.api.get(StoryRepository);
      // The parent asked for another version, and the payment landed before it was written.
      const queued = await repo.queueNewVersion(story.id, 12345);
      expect(queued).not.toBeNull();
      await insertOrder(pg, { storyId: story.id, status: 'paid' });
      expect(await repo.queueNewVersion(story.id, 999)).toBeNull();
      expect(await repo.claimGeneration(story.id)).toBeNull();
      const after = await writingOf(story.id);
      expect(after).toMatchObject({
        title: before.title,
        content: before.content,
        pages: before.pages,
        generationStatus: 'ready',
      });
      // A writing that was already running can't land either.
      await pg.query(`UPDATE "stories" SET "generationStatus" = 'generating' WHERE "id" = $1`, [
        story.id,
      ]);
      const landed = await repo.complete(
        { id: story.id },
        { title: 'Replaced', content: 'Replaced.', wordCount: 1, pages: null, provider: 'x' },
      );
      expect(landed).toBe(false);
      expect(await writingOf(story.id)).toMatchObject({
        title: before.title,
        content: before.content,
        generationStatus: 'ready',
      });
    });

    it('the weaving never claims a story written together once it is ordered', async () => {
      const parent = h.visitor();
      const c = await together(parent);
      await pg.query(
        `UPDATE "stories" SET "collaborationStatus" = 'complete', "generationStatus" = 'queued' WHERE "id" = $1`,
        [c.id],
      );
      await insertOrder(pg, { storyId: c.id, status: 'shipped' });
      expect(await h.api.get(StoryRepository).claimWeaving(c.id)).toBeNull();
    });

    it('every route that can change a story refuses an ordered story with 409 and says why', async () => {
      const routes = registeredRoutes
        .get(h.api)!
        .filter((r) => r.url.startsWith('/api') && !['GET', 'HEAD'].includes(r.method))
        .map((r) => `${r.method} ${r.url}`);
      // The job queues' dashboard runs jobs; jobs carry ids only and the story repository
      // refuses their writing for an ordered story (the race test above).
      const unclassified = routes.filter(
        (r) =>
          !(r in WRITING_ROUTES) &&
          !(r in OTHER_CHANGES) &&
          !/^\S+ \/api\/admin\/queues\/api\//.test(r),
      );
      expect(unclassified).toEqual([]);
      for (const name of Object.keys(WRITING_ROUTES)) expect(routes).toContain(name);

      const owner = h.visitor();
      const story = await writtenStory(owner);
      // A test order freezes the story like a paid one.
      const test = await owner.post('/api/test/create-order', {
        storyId: story.id,
        shippingDetails: SHIPPING,
      });
      expect(test.statusCode).toBe(201);
      // A story written together that was ordered before it was finished (data from before
      // the sale rule): it takes no more parts.
      const c = await together(owner);
      await insertOrder(pg, { storyId: c.id, status: 'paid' });
      const { rows } = await pg.query(
        `INSERT INTO "story_illustrations" ("storyId", "imageData", "pageNumber", "pageContent")
         VALUES ($1, 'uploads/x.png', 1, 'The fox waved.') RETURNING "id"`,
        [story.id],
      );
      const ctx: Ctx = {
        story,
        together: c,
        illustrationId: rows[0].id as string,
        owner,
        admin,
      };
      const before = await writingOf(story.id);
      for (const [name, call] of Object.entries(WRITING_ROUTES)) {
        const { who, url, payload, expect: message } = call(ctx);
        const [method] = name.split(' ');
        const res = await who.request({
          method: method as 'POST',
          url,
          payload: payload as object | undefined,
        });
        expect({ name, status: res.statusCode, message: res.json().message }).toEqual({
          name,
          status: 409,
          message,
        });
        expect(message).toMatch(/^This story has been ordered/);
      }
      expect(await writingOf(story.id)).toEqual(before);
      const pics = await pg.query(
        `SELECT "pageContent" FROM "story_illustrations" WHERE "storyId" = $1`,
        [story.id],
      );
      expect(pics.rows).toEqual([{ pageContent: 'The fox waved.' }]);
      // Moving a picture without touching its words is still the operator's to do.
      const moved = await admin.request({
        method: 'PATCH',
        url: `/api/illustrations/${ctx.illustrationId}/page`,
        payload: { pageNumber: 4 },
      });
      expect(moved.statusCode).toBe(200);
    });

    it('before any order the same story can still be corrected and rewritten', async () => {
      const owner = h.visitor();
      const story = await writtenStory(owner);
      expect((await owner.get(`/api/stories/${story.id}`)).json()).toMatchObject({
        ordered: false,
      });
      const fixed = await owner.request({
        method: 'PATCH',
        url: `/api/stories/${story.id}`,
        payload: { title: 'Mia and the Kind Fox' },
      });
      expect(fixed.statusCode).toBe(200);
      expect((await owner.post(`/api/stories/${story.id}/regenerate`)).statusCode).toBe(202);
    });
  });

  describe('only finished stories are for sale', () => {
    const paths = (storyId: string, token?: string) => [
      {
        url: '/api/create-payment-intent',
        payload: {
          storyId,
          productType: 'custom_storybook',
          amount: 24.99,
          shippingDetails: SHIPPING,
          ...(token ? { collaborativeToken: token } : {}),
        },
      },
      { url: '/api/test/create-order', payload: { storyId, shippingDetails: SHIPPING } },
      {
        url: '/api/test/create-collaborative-order',
        payload: { storyId, shippingDetails: SHIPPING },
      },
    ];

    it('an incomplete story written together is refused at every purchase path, public and admin', async () => {
      const parent = h.visitor();
      const c = await together(parent);
      const child = h.visitor();
      for (const who of [parent, child, admin]) {
        for (const { url, payload } of paths(c.id, who === child ? c.token : undefined)) {
          if (who === child && url !== '/api/create-payment-intent') continue;
          const res = await who.post(url, payload);
          expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
            url,
            status: 409,
            message: STORY_SALE_TEXTS.unfinishedTogether,
          });
        }
      }
      const { rows } = await pg.query(
        `SELECT count(*)::int AS n FROM "orders" WHERE "storyId" = $1`,
        [c.id],
      );
      expect(rows[0].n).toBe(0);
      expect([...stripe.intents.values()].filter((i) => i.metadata.storyId === c.id)).toEqual([]);

      // Finished and woven, it is for sale.
      await finishTogether(parent, c);
      const ready = await waitForFinalStory(parent, c.id);
      expect(ready).toMatchObject({ generationStatus: 'ready', collaborationStatus: 'complete' });
      const ok = await parent.post('/api/test/create-collaborative-order', {
        storyId: c.id,
        shippingDetails: SHIPPING,
      });
      expect(ok.statusCode).toBe(201);
      expect((ok.json() as TestOrderResponse).success).toBe(true);
    });

    it('a story still being written, or one that failed, is refused', async () => {
      const owner = h.visitor();
      // Written first, then put back to "being written": no running job can finish it meanwhile.
      const { id } = await writtenStory(owner);
      await pg.query(`UPDATE "stories" SET "generationStatus" = 'generating' WHERE "id" = $1`, [
        id,
      ]);
      for (const { url, payload } of paths(id).slice(0, 2)) {
        const r = await owner.post(url, payload);
        expect({ url, status: r.statusCode, message: r.json().message }).toEqual({
          url,
          status: 409,
          message: STORY_SALE_TEXTS.notReady,
        });
      }
      await pg.query(`UPDATE "stories" SET "generationStatus" = 'failed' WHERE "id" = $1`, [id]);
      const failed = await admin.post('/api/test/create-order', {
        storyId: id,
        shippingDetails: SHIPPING,
      });
      expect(failed.statusCode).toBe(409);
      expect(failed.json().message).toBe(STORY_SALE_TEXTS.failed);
    });
  });

  describe('the creator keeps the share link', () => {
    it('the creator’s list and story view carry the link; the link holder’s too; nobody else’s', async () => {
      const parent = h.visitor();
      const c = await together(parent);
      const list = (await parent.get('/api/stories')).json() as StorySummary[];
      expect(list.find((s) => s.id === c.id)).toMatchObject({
        sharePath: c.sharePath,
        collaborationStatus: 'in_progress',
      });
      expect((await parent.get(`/api/stories/${c.id}`)).json()).toMatchObject({
        sharePath: c.sharePath,
      });
      const child = h.visitor();
      const viaLink = (
        await child.get(`/api/stories/${c.id}?token=${encodeURIComponent(c.token)}`)
      ).json() as Story;
      expect(viaLink.sharePath).toBe(c.sharePath);
      // The operator sees the story, not its link; a stranger sees nothing.
      const asAdmin = (await admin.get(`/api/stories/${c.id}`)).json() as Story;
      expect(asAdmin.id).toBe(c.id);
      expect(asAdmin.sharePath).toBeUndefined();
      expect(JSON.stringify(asAdmin)).not.toContain(c.token);
      expect((await h.visitor().get(`/api/stories/${c.id}`)).statusCode).toBe(404);
      const wrong = await h.visitor().get(`/api/stories/${c.id}?token=${'x'.repeat(43)}`);
      expect(wrong.statusCode).toBe(404);
      // The page the link opens works for the creator after a reload (no token in memory).
      const page = (
        await parent.get(`/api/stories/collaborative/${c.id}`)
      ).json() as CollaborativeStory;
      expect(page.collaborativeToken).toBe(c.token);
      // A story of one's own has no link.
      const own = await writtenStory(parent);
      expect(((await parent.get(`/api/stories/${own.id}`)).json() as Story).sharePath).toBeNull();
    });
  });
});
