import { expect, test } from '@playwright/test';
import { BOOK, CHECKOUT_TEXTS, PRINT_TEXTS } from '@shop/contracts';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { createReadyStory, signIn } from './journeys';

async function pdfOf(download: import('@playwright/test').Download) {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return PDFDocument.load(bytes);
}

test('the operator sends a paid test order to print by hand: files, downloads, status', async ({
  page,
}) => {
  test.slow();
  const tag = Math.random().toString(36).slice(2, 8);
  const story = await createReadyStory(page, 'Juniper');

  await signIn(page);

  // A paid $0 test order for the story.
  await page.goto(`/admin/test-order-creator?storyId=${story.id}`);
  await expect(page.getByLabel('Story', { exact: true })).toHaveValue(story.id);
  await page.getByLabel('Full name', { exact: true }).fill(`Print Parent ${tag}`);
  await page.getByRole('button', { name: 'Create Regular Order' }).click();
  await expect(
    page.getByText(CHECKOUT_TEXTS.toasts.testOrderCreated, { exact: true }),
  ).toBeVisible();
  const created = await page.getByTestId('test-order-created').textContent();
  const shortId = /Test order ([0-9a-f]{8})/.exec(created ?? '')![1]!;
  await page.getByRole('link', { name: 'See it in the orders list' }).click();
  await page.getByRole('searchbox').fill(`Print Parent ${tag}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByRole('article', { name: `Order #${shortId}` });
  await expect(card.getByTestId('status-badge')).toHaveText('paid');
  const print = card.getByRole('region', { name: 'Print' });
  await expect(print.getByTestId('print-status')).toHaveText('Not sent to print');

  // Submit: answered at once; the card follows the submission until the files are ready.
  await print.getByRole('button', { name: 'Submit to Print Service' }).click();
  await expect(page.getByText(PRINT_TEXTS.submitted, { exact: true })).toBeVisible();
  await expect(print.getByTestId('print-status')).toHaveText('Ready for upload', {
    timeout: 30_000,
  });
  await expect(print.getByText(/^Print order manual-[0-9a-f]{10}$/)).toBeVisible();
  await expect(print.getByRole('button', { name: 'Submitted to Print' })).toBeDisabled();
  await expect(print.getByText(PRINT_TEXTS.manualReady)).toBeVisible();

  // The print files, as the operator downloads them.
  const [interiorDownload] = await Promise.all([
    page.waitForEvent('download'),
    print.getByRole('link', { name: 'Download interior PDF' }).click(),
  ]);
  expect(interiorDownload.suggestedFilename()).toBe(`book-${shortId}-interior.pdf`);
  const interior = await pdfOf(interiorDownload);
  expect(interior.getPageCount()).toBe(BOOK.pages);
  for (const p of interior.getPages()) expect(p.getSize()).toEqual({ width: 630, height: 630 });
  const [coverDownload] = await Promise.all([
    page.waitForEvent('download'),
    print.getByRole('link', { name: 'Download cover PDF' }).click(),
  ]);
  expect(coverDownload.suggestedFilename()).toBe(`book-${shortId}-cover.pdf`);
  const cover = await pdfOf(coverDownload);
  expect(cover.getPageCount()).toBe(1);
  expect(cover.getPage(0).getWidth()).toBeGreaterThan(2 * 630);

  // Sent by hand; the operator reports it shipped with tracking.
  const form = print.getByRole('form', { name: 'Print status by hand' });
  await form.getByLabel('Print status', { exact: true }).selectOption('PRINTING');
  await form.getByRole('button', { name: 'Save Print Status' }).click();
  await expect(print.getByTestId('print-status')).toHaveText('Printing');
  await form.getByLabel('Print status', { exact: true }).selectOption('SHIPPED');
  await form.getByLabel('Print tracking number', { exact: true }).fill('9400111899223197428490');
  await form.getByLabel('Estimated delivery', { exact: true }).fill('2030-01-15');
  await form.getByRole('button', { name: 'Save Print Status' }).click();
  await expect(page.getByText(PRINT_TEXTS.statusSaved, { exact: true }).first()).toBeVisible();
  await expect(print.getByTestId('print-status')).toHaveText('Shipped');
  await expect(print.getByText('Tracking: 9400111899223197428490')).toBeVisible();
  await expect(print.getByText(/Estimated delivery: 2030-01-15/)).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText('shipped');
});
