import { expect, test, type Page } from '@playwright/test';
import { BOOK, CHECKOUT_TEXTS, MESSAGES, type Story } from '@shop/contracts';

/** A story of this browser's own visitor (the API keeps it behind the visitor cookie). */
async function createStory(page: Page, childName = 'Mia'): Promise<Story> {
  // Visit first so the page's context holds the visitor cookie the API hands out.
  await page.goto('/about');
  const res = await page.request.post('/api/stories/generate', {
    data: { childName, animal: 'fox', theme: 'kindness', ageRange: 'preschool', wordCount: 1200 },
  });
  expect(res.status()).toBe(202);
  return (await res.json()) as Story;
}

/** The shipping form (the page's footer has a newsletter e-mail field too). */
const shippingForm = (page: Page) => page.getByRole('form', { name: 'Shipping details' });

const SHIPPING = {
  'Full Name': 'Jane Parent',
  Email: 'jane@example.com',
  Phone: '512 555 0100',
  Address: '1 Main Street',
  City: 'Austin',
  State: 'TX',
  'Zip Code': '78701',
  'Notes for the Illustrator': 'Curly red hair',
};

async function fillShipping(page: Page) {
  const form = shippingForm(page);
  for (const [label, value] of Object.entries(SHIPPING))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel("Child's Gender", { exact: true }).selectOption('girl');
}

async function expectShipping(page: Page) {
  const form = shippingForm(page);
  for (const [label, value] of Object.entries(SHIPPING))
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(form.getByLabel("Child's Gender", { exact: true })).toHaveValue('girl');
}

/** The browser is told card payments are on (the server of this run has no Stripe keys). */
async function claimPaymentsEnabled(page: Page) {
  await page.route('**/api/checkout/config', (route) =>
    route.fulfill({
      json: {
        paymentsEnabled: true,
        publishableKey: 'pk_test_not_a_real_key',
        testOrdersAllowed: true,
        priceCents: BOOK.priceCents,
        currency: BOOK.currency,
      },
    }),
  );
}

/** Requests to Stripe's servers: the payment SDK must load only on the checkout's payment step. */
function watchStripe(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/stripe\.(com|network)/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

test.describe('checkout', () => {
  test('the shipping step shows the validation message for every field', async ({ page }) => {
    const stripe = watchStripe(page);
    const story = await createStory(page);
    // This run's shop takes no card payments; the form's own checks are the same either way.
    await claimPaymentsEnabled(page);
    await page.goto(`/checkout/${story.id}`);
    await expect(page.getByText(CHECKOUT_TEXTS.step1)).toBeVisible();
    await expect(page.getByRole('heading', { name: CHECKOUT_TEXTS.shippingTitle })).toBeVisible();
    await expect(page.getByText(`${CHECKOUT_TEXTS.specialStoryFor} Mia`)).toBeVisible();
    await expect(page.getByText(`${CHECKOUT_TEXTS.taleAbout} Kindness & Sharing`)).toBeVisible();
    await expect(page.getByText(CHECKOUT_TEXTS.premiumHardcover)).toBeVisible();
    await expect(page.getByText(CHECKOUT_TEXTS.fullColorIllustrations)).toBeVisible();

    const form = shippingForm(page);
    // The country is chosen from the shop's list, "United States" (sent as US) to begin with.
    const country = form.getByLabel('Country', { exact: true });
    await expect(country).toHaveValue('US');
    await expect(country.locator('option:checked')).toHaveText('United States');
    await form.getByLabel('Full Name', { exact: true }).fill('J');
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByRole('button', { name: 'Continue to Payment' }).click();
    const { country: _short, countryFromList: _notListed, ...typed } = MESSAGES.shipping;
    for (const message of Object.values(typed)) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(CHECKOUT_TEXTS.step1)).toBeVisible();
    expect(stripe).toEqual([]);
  });

  test('without payment keys, checkout says so before the form and never loses it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The served app of the Playwright run has no Stripe keys (playwright.config.ts).
    const config = await page.request.get('/api/checkout/config');
    expect(await config.json()).toMatchObject({ paymentsEnabled: false, publishableKey: null });
    const story = await createStory(page);
    await page.goto(`/checkout/${story.id}`);
    const T = CHECKOUT_TEXTS.paymentsOff;
    await expect(page.getByRole('heading', { name: T.title })).toBeVisible();
    const form = shippingForm(page);
    const submit = form.getByRole('button', { name: 'Continue to Payment' });
    await expect(submit).toBeDisabled();
    await fillShipping(page);
    await expect(page.getByText(CHECKOUT_TEXTS.initFailed)).toHaveCount(0);
    await expectShipping(page);
    // The reason is beside the button, on screen with it, not only in the banner above.
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toHaveAccessibleDescription(T.buttonReason);
    await expect(form.getByText(T.buttonReason)).toBeInViewport();

    // The test checkout is offered outside production, and starts from what was typed.
    await page.getByRole('link', { name: T.testCheckout }).click();
    await expect(page).toHaveURL(new RegExp(`/test-checkout/${story.id}$`));
    await expectShipping(page);
    await shippingForm(page).getByRole('button', { name: 'Create Test Order' }).click();
    await expect(
      page.getByRole('heading', { name: CHECKOUT_TEXTS.testOrder.created }),
    ).toBeVisible();
  });

  test('when the server refuses card payments after all, the form stays as it was', async ({
    page,
  }) => {
    const story = await createStory(page);
    // A config from before the keys were removed: the server's answer must win.
    await claimPaymentsEnabled(page);
    await page.goto(`/checkout/${story.id}`);
    await fillShipping(page);
    await shippingForm(page).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(
      page.getByRole('heading', { name: CHECKOUT_TEXTS.paymentsOff.title }),
    ).toBeVisible();
    await expect(page.getByText(CHECKOUT_TEXTS.initFailed)).toHaveCount(0);
    await expect(page.getByText(/\b503\b/)).toHaveCount(0);
    await expectShipping(page);
  });
});

test.describe('test orders', () => {
  test('a test order goes from the story to "Test Order Created!"', async ({ page }) => {
    // Outside production, test orders are open to everyone (TEST_ORDERS_PUBLIC unset).
    const config = await page.request.get('/api/checkout/config');
    expect(await config.json()).toMatchObject({ testOrdersAllowed: true });
    const story = await createStory(page, 'Leo');
    await page.goto(`/test-checkout/${story.id}`);

    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(BOOK.format)).toBeVisible();
    await expect(summary.getByText(CHECKOUT_TEXTS.testOrder.total)).toBeVisible();
    await expect(page.getByText(CHECKOUT_TEXTS.testOrder.footer)).toBeVisible();

    // The shipping form comes pre-filled with test values; the validation rules still apply.
    const form = shippingForm(page);
    await form.getByLabel('Zip Code', { exact: true }).fill('123');
    await form.getByRole('button', { name: 'Create Test Order' }).click();
    await expect(page.getByText(MESSAGES.shipping.zipCode)).toBeVisible();
    await form.getByLabel('Full Name', { exact: true }).fill('Leo’s Grandma');
    await form.getByLabel('Zip Code', { exact: true }).fill('94110');
    await form.getByRole('button', { name: 'Create Test Order' }).click();

    await expect(
      page.getByRole('heading', { name: CHECKOUT_TEXTS.testOrder.created }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('small screens switch between "Product Preview" and "Product Details"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const story = await createStory(page, 'Ava');
    await page.goto(`/test-checkout/${story.id}`);
    const { productDetails, productPreview } = CHECKOUT_TEXTS.testOrder;
    await expect(page.getByRole('tabpanel', { name: productPreview })).toBeVisible();
    await page.getByRole('tab', { name: productDetails }).click();
    const details = page.getByRole('tabpanel', { name: productDetails });
    await expect(details.getByText('Premium hardcover binding')).toBeVisible();
    await page.getByRole('tab', { name: productPreview }).click();
    await expect(details).toBeHidden();
    await expect(page.getByRole('tabpanel', { name: productPreview })).toBeVisible();
  });
});
