import { NEWSLETTER_TEXTS } from '@shop/contracts';
import { SITE } from '@shop/content';
import { escapeHtml } from '../seo/html';

/** A small stand-alone page for the unsubscribe link (opened from an e-mail, outside the app). */
function page(title: string, body: string, shopName: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | ${escapeHtml(shopName)}</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; background: #fdf8f3; color: #2d2a32; }
  main { max-width: 32rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 1rem; box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  button { font: inherit; font-weight: 600; color: #fff; background: #6d28d9; border: 0; border-radius: 0.5rem; padding: 0.75rem 1.25rem; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  a { color: #5b21b6; }
</style>
</head>
<body>
<main>
${body}
<p><a href="/">Back to ${escapeHtml(shopName)}</a></p>
</main>
</body>
</html>
`;
}

/** GET: asks before unsubscribing, so mail scanners that open links change nothing. */
export function confirmPage(actionUrl: string, shopName: string = SITE.name): string {
  return page(
    'Unsubscribe',
    `<h1>${escapeHtml(NEWSLETTER_TEXTS.unsubscribeConfirm)}</h1>
<p>You will stop receiving our newsletter at this address.</p>
<form method="post" action="${escapeHtml(actionUrl)}">
<button type="submit">Unsubscribe</button>
</form>`,
    shopName,
  );
}

export function donePage(shopName: string = SITE.name): string {
  return page(
    'Unsubscribed',
    `<h1>${escapeHtml(NEWSLETTER_TEXTS.unsubscribed)}</h1>
<p>${escapeHtml(NEWSLETTER_TEXTS.unsubscribedDescription)}</p>`,
    shopName,
  );
}

export function invalidLinkPage(shopName: string = SITE.name): string {
  return page(
    'Invalid link',
    `<h1>Unsubscribe link not valid</h1>
<p>${escapeHtml(NEWSLETTER_TEXTS.invalidLink)}</p>`,
    shopName,
  );
}
