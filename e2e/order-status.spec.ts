import { expect, test, type Page } from '@playwright/test';
import { CHECKOUT_TEXTS, ORDER_STATUS_TEXTS, READ_ALOUD_TEXTS, typographic } from '@shop/contracts';
import { E2E_ADMIN_PASSWORD } from './admin-credentials';
import { createReadyStory } from './journeys';

/** The status page's steps: "✓Label (done)<date>" / "Label (not yet)", in order. */
function steps(page: Page) {
  return page.getByRole('list', { name: ORDER_STATUS_TEXTS.steps }).getByRole('listitem');
}

test.describe('order status page', () => {
  test('after a test order: the link, the cover, the steps; they follow the order; works on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const story = await createReadyStory(page, 'Nora');
    const buyer = `Nora Parent ${Math.random().toString(36).slice(2, 8)}`;
    await page.goto(`/test-checkout/${story.id}`);
    const form = page.getByRole('form', { name: 'Shipping details' });
    await form.getByLabel('Full Name', { exact: true }).fill(buyer);
    await form.getByRole('button', { name: 'Create Test Order' }).click();
    await expect(
      page.getByRole('heading', { name: CHECKOUT_TEXTS.testOrder.created }),
    ).toBeVisible();
    await page.getByRole('link', { name: ORDER_STATUS_TEXTS.orderLinkLabel }).click();
    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{22}$/);
    const orderRef = page.url().split('/').pop()!;

    await expect(page.getByRole('heading', { name: ORDER_STATUS_TEXTS.title })).toBeVisible();
    await expect(
      page.getByRole('figure', { name: `Book cover: ${typographic(story.title)}` }),
    ).toBeVisible();
    await expect(page.getByText(`${CHECKOUT_TEXTS.specialStoryFor} Nora`)).toBeVisible();
    await expect(page.getByText(ORDER_STATUS_TEXTS.testOrder, { exact: true })).toBeVisible();
    await expect(steps(page)).toHaveText([
      /^✓Paid \(done\)\w{3} \d+, \d{4}$/,
      'Sent to print (not yet)',
      'Printed (not yet)',
      'Shipped (not yet)',
      'Delivered (not yet)',
    ]);
    await expect(page.getByText(`${ORDER_STATUS_TEXTS.estimatedDelivery}:`)).toContainText(
      /\w{3}, \w{3} \d+ – \w{3}, \w{3} \d+/,
    );
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The operator ships it with tracking: the page shows it (it polls; a reload shows it now).
    const publicView = await (await page.request.get(`/api/orders/status/${orderRef}`)).json();
    expect(JSON.stringify(publicView)).not.toContain(buyer);
    const admin = page.context().request;
    expect(
      (await admin.post('/api/admin/login', { data: { password: E2E_ADMIN_PASSWORD } })).status(),
    ).toBe(200);
    const found = await admin.get(`/api/admin/orders?q=${encodeURIComponent(buyer)}`);
    expect(found.status()).toBe(200);
    const order = (
      (await found.json()) as { orders: { id: string; orderRef: string }[] }
    ).orders.find((o) => o.orderRef === orderRef)!;
    expect(order).toBeDefined();
    await admin.post(`/api/admin/orders/${order.id}/tracking`, {
      data: {
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://track.example/1Z999AA10123456784',
      },
    });
    expect(
      (
        await admin.post(`/api/admin/orders/${order.id}/status`, { data: { status: 'shipped' } })
      ).status(),
    ).toBe(200);
    await page.reload();
    // Shipped by hand, never sent to print: the page shows only the steps that happened.
    await expect(steps(page)).toHaveText([
      /^✓Paid \(done\)/,
      /^✓Shipped \(done\)\w{3} \d+, \d{4}$/,
      'Delivered (not yet)',
    ]);
    await expect(page.getByText('1Z999AA10123456784')).toBeVisible();
    const track = page.getByRole('link', { name: ORDER_STATUS_TEXTS.trackParcel });
    await expect(track).toHaveAttribute('href', 'https://track.example/1Z999AA10123456784');
    await expect(track).toHaveAttribute('rel', 'noopener noreferrer');

    // The status page leads back to the story.
    await page.getByRole('link', { name: ORDER_STATUS_TEXTS.readStory }).click();
    await expect(page).toHaveURL(new RegExp(`/stories/${story.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();

    // The shop wrote the shipping e-mail, held (the journeys' shop has no SMTP server). A
    // visitor's own test order gets no confirmation: an open form sends no e-mail.
    await expect
      .poll(async () => {
        const res = await admin.get('/api/admin/outbox');
        const { messages } = (await res.json()) as {
          messages: { orderId: string; kind: string; status: string }[];
        };
        return messages.filter((m) => m.orderId === order.id).map((m) => `${m.kind}:${m.status}`);
      })
      .toEqual(['order_shipped:held']);
    // The operator reads it in the admin's outbox (signed in above; the flag steers the pages).
    await page.evaluate(() => localStorage.setItem('isAdminLoggedIn', 'true'));
    await page.goto('/admin/emails');
    await expect(page.getByRole('heading', { name: 'E-mail outbox' })).toBeVisible();
    const subject = `[Test order] Your storybook is on its way: ${story.title}`;
    await page.getByRole('button', { name: subject }).first().click();
    await expect(
      page.frameLocator(`iframe[title="E-mail: ${subject}"]`).getByText('1Z999AA10123456784'),
    ).toBeVisible();

    // A wrong link: a clear message, nothing else.
    await page.goto('/orders/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('alert')).toHaveText(ORDER_STATUS_TEXTS.notFound);
  });
});

test.describe('read-aloud', () => {
  test('"Read to me" reads the story and highlights the word being read', async ({ page }) => {
    const story = await createReadyStory(page, 'Theo');
    // Chromium has voices only where the system has a speech engine: check, and stand in for
    // speech synthesis (same API, timed word boundaries) only where it has none.
    await page.goto('/about');
    const voices = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          if (!('speechSynthesis' in window)) return resolve(0);
          const now = speechSynthesis.getVoices().length;
          if (now) return resolve(now);
          speechSynthesis.addEventListener('voiceschanged', () =>
            resolve(speechSynthesis.getVoices().length),
          );
          setTimeout(() => resolve(speechSynthesis.getVoices().length), 2000);
        }),
    );
    test.info().annotations.push({ type: 'voices', description: String(voices) });
    if (voices === 0) {
      await page.addInitScript(() => {
        type Handler = ((event: { name: string; charIndex: number }) => void) | null;
        type Utterance = { text: string; onboundary: Handler; onend: (() => void) | null };
        const voice = {
          voiceURI: 'stub-en',
          name: 'Stub Voice',
          lang: 'en-US',
          default: true,
          localService: true,
        };
        let timers: number[] = [];
        const synth = {
          getVoices: () => [voice],
          speak(u: Utterance) {
            const words = [...u.text.matchAll(/\S+/g)];
            words.forEach((m, i) =>
              timers.push(
                window.setTimeout(
                  () => u.onboundary?.({ name: 'word', charIndex: m.index }),
                  250 * i,
                ),
              ),
            );
            timers.push(window.setTimeout(() => u.onend?.(), 250 * words.length + 50));
          },
          cancel() {
            timers.forEach((t) => clearTimeout(t));
            timers = [];
          },
          pause() {},
          resume() {},
          addEventListener() {},
          removeEventListener() {},
          speaking: false,
          pending: false,
          paused: false,
        };
        class StubUtterance {
          text: string;
          rate = 1;
          lang = '';
          voice: unknown = null;
          onboundary: Handler = null;
          onend: (() => void) | null = null;
          onerror: (() => void) | null = null;
          constructor(text: string) {
            this.text = text;
          }
        }
        Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
        Object.defineProperty(window, 'SpeechSynthesisUtterance', {
          value: StubUtterance,
          configurable: true,
        });
      });
    }
    await page.goto(`/stories/${story.id}`);
    await expect(page.getByRole('heading', { name: story.title })).toBeVisible();
    await page.getByRole('button', { name: READ_ALOUD_TEXTS.start }).click();
    await expect(page.getByRole('button', { name: READ_ALOUD_TEXTS.pause })).toBeVisible();

    // The word being read is marked in the caption, and (after the title) in the story itself.
    const caption = page.getByTestId('read-aloud-caption');
    await expect(caption.locator('mark')).toHaveText(/\S+/);
    const firstParagraph = page.locator('.story__text p').first();
    await expect(firstParagraph).toHaveAttribute('data-read-aloud', 'current', { timeout: 20_000 });
    // Paused, the marks stay where the reading stopped.
    await page.getByRole('button', { name: READ_ALOUD_TEXTS.pause }).click();
    await expect(page.getByRole('button', { name: READ_ALOUD_TEXTS.resume })).toBeVisible();
    const highlighted = await page.evaluate(() => {
      const registry = (CSS as unknown as { highlights?: Map<string, Set<Range>> }).highlights;
      const highlight = registry?.get('read-aloud-word');
      return highlight ? ([...highlight][0]?.toString() ?? null) : null;
    });
    expect(highlighted).toBeTruthy();
    expect(typographic(story.content)).toContain(highlighted!);
    await expect(caption.locator('mark')).toHaveText(highlighted!);
  });
});
