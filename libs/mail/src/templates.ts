import { countryName, DEFAULT_SHOP, formatUsd, safeHref, type ShopIdentity } from '@shop/contracts';
import { headerText, html, type SafeHtml } from './html';
import { MAIL_TEXTS as T } from './texts';

/** The shop an e-mail speaks for: its name heads and signs it; families may write to its address. */
export type MailShop = Pick<ShopIdentity, 'name' | 'contactEmail'>;

/** A rendered e-mail: one subject line, a plain-text and an HTML version. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface OrderMailData {
  /** The order id's first 8 characters, as the admin shows it. */
  shortId: string;
  isTest: boolean;
  recipientName: string;
  /** The order status page: `${PUBLIC_URL}/orders/${orderRef}`. */
  statusUrl: string;
  /** Null once the family's story was deleted on request. */
  book: { title: string; childName: string } | null;
  /** `country`: the stored country code ("US"); the mail shows its name. */
  shipping: { address: string; city: string; state: string; zipCode: string; country: string };
  amounts: { subtotalCents: number; taxAmountCents: number; taxRate: number; totalCents: number };
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** Ready to show ("Tuesday, December 2, 2025"), or null. */
  estimatedDelivery: string | null;
}

export interface NewsletterWelcomeData {
  /** The subscriber's own unsubscribe page (a GET shows a button; nothing changes on open). */
  unsubscribeUrl: string;
  /** Create Together's page. */
  createTogetherUrl: string;
}

export interface MyStoriesLinkData {
  /** `${PUBLIC_URL}/my-stories#<token>`. */
  linkUrl: string;
}

export interface ContactNoticeData {
  name: string;
  email: string;
  subject: string;
  message: string;
  adminUrl: string;
}

const FONT = "font-family: Georgia, 'Times New Roman', serif; color: #2d2a32;";

/** The frame every HTML e-mail shares: a centred card, inline styles only (mail clients). */
function layout(title: string, body: SafeHtml, shop: MailShop): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body style="margin:0;padding:0;background:#f6f1ea;">
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:#f6f1ea;"
        >
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:560px;background:#ffffff;border-radius:12px;${FONT}"
              >
                <tr>
                  <td
                    style="padding:28px 28px 8px;font-size:14px;letter-spacing:0.08em;text-transform:uppercase;color:#7a5c99;"
                  >
                    ${shop.name}
                  </td>
                </tr>
                <tr>
                  <td style="padding:0 28px 28px;font-size:16px;line-height:1.5;">${body}</td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.value;
}

function paragraphs(text: string): SafeHtml[] {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        html`<p style="margin:0 0 12px;">
          ${p.split('\n').map((line, i) => (i ? [html`<br />`, line] : line))}
        </p>`,
    );
}

function button(href: string, label: string): SafeHtml {
  return html`<p style="margin:20px 0;">
    <a
      href="${href}"
      style="display:inline-block;padding:12px 20px;border-radius:8px;background:#7a5c99;color:#ffffff;text-decoration:none;font-weight:bold;"
      >${label}</a
    >
  </p>`;
}

/** "With love, the … team", and in a family's e-mail the shop's address when it has one. */
function signOffHtml(shop: MailShop): SafeHtml {
  return html`<p style="margin:24px 0 0;">${T.signOff}<br />${T.team(shop.name)}</p>
    ${
      shop.contactEmail
        ? html`<p style="margin:12px 0 0;font-size:13px;color:#7b7480;">
            ${T.writeToUs(shop.contactEmail)}
          </p>`
        : ''
    }`;
}

function signOffText(shop: MailShop): string {
  const lines = `${T.signOff}\n${T.team(shop.name)}`;
  return shop.contactEmail ? `${lines}\n\n${T.writeToUs(shop.contactEmail)}` : lines;
}

function prefix(data: { isTest: boolean }): string {
  return data.isTest ? T.testPrefix : '';
}

function addressLines(data: OrderMailData): string[] {
  const s = data.shipping;
  const lines = [data.recipientName, s.address, `${s.city}, ${s.state} ${s.zipCode}`];
  return [...lines, countryName(s.country)];
}

function amountLines(data: OrderMailData): [string, string][] {
  const a = data.amounts;
  return [
    [T.confirmation.subtotal, formatUsd(a.subtotalCents)],
    [
      a.taxAmountCents > 0 ? T.confirmation.salesTax(a.taxRate) : T.confirmation.noTax,
      formatUsd(a.taxAmountCents),
    ],
    [T.confirmation.total, formatUsd(a.totalCents)],
  ];
}

/** After payment: the book, where it goes, what it cost (with tax), when it comes, the status link. */
export function renderOrderConfirmation(
  data: OrderMailData,
  shop: MailShop = DEFAULT_SHOP,
): MailContent {
  const C = T.confirmation;
  const subject = headerText(prefix(data) + C.subject(data.book?.title ?? null));
  const bookText = data.book
    ? `${data.book.title}\n${C.specialStoryFor} ${data.book.childName}`
    : T.orderNumber(data.shortId);
  const text = [
    T.greeting(data.recipientName),
    `${C.heading} ${C.intro}`,
    `${C.book} (${T.orderNumber(data.shortId)}):\n${bookText}`,
    `${C.shipTo}:\n${addressLines(data).join('\n')}`,
    `${C.amounts}:\n${amountLines(data)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n')}`,
    `${C.delivery}. ${C.deliveryNote}`,
    `${T.followLink}: ${data.statusUrl}\n${T.followNote}`,
    signOffText(shop),
  ].join('\n\n');

  const body = html` <h1 style="font-size:24px;margin:0 0 12px;">${C.heading}</h1>
    <p style="margin:0 0 12px;">${T.greeting(data.recipientName)}</p>
    <p style="margin:0 0 20px;">${C.intro}</p>
    <h2 style="font-size:18px;margin:0 0 6px;">
      ${C.book}
      <span style="font-weight:normal;color:#7b7480;font-size:14px;"
        >${T.orderNumber(data.shortId)}</span
      >
    </h2>
    ${
      data.book
        ? html`<p style="margin:0 0 20px;">
            <strong>${data.book.title}</strong><br />${C.specialStoryFor} ${data.book.childName}
          </p>`
        : html`<p style="margin:0 0 20px;">${T.orderNumber(data.shortId)}</p>`
    }
    <h2 style="font-size:18px;margin:0 0 6px;">${C.shipTo}</h2>
    <p style="margin:0 0 20px;">
      ${addressLines(data).map((line, i) => (i ? [html`<br />`, line] : line))}
    </p>
    <h2 style="font-size:18px;margin:0 0 6px;">${C.amounts}</h2>
    <table
      role="presentation"
      cellpadding="0"
      cellspacing="0"
      style="width:100%;max-width:320px;margin:0 0 20px;"
    >
      ${amountLines(data).map(
        ([k, v], i, all) =>
          html`<tr>
            <td style="padding:2px 0;${i === all.length - 1 ? 'font-weight:bold;' : ''}">${k}</td>
            <td
              align="right"
              style="padding:2px 0;${i === all.length - 1 ? 'font-weight:bold;' : ''}"
            >
              ${v}
            </td>
          </tr>`,
      )}
    </table>
    <p style="margin:0 0 6px;"><strong>${C.delivery}</strong></p>
    <p style="margin:0 0 12px;">${C.deliveryNote}</p>
    ${button(data.statusUrl, T.followLink)}
    <p style="margin:0;font-size:13px;color:#7b7480;">
      ${T.followNote}<br /><a href="${data.statusUrl}" style="color:#7a5c99;">${data.statusUrl}</a>
    </p>
    ${signOffHtml(shop)}`;
  return { subject, text, html: layout(subject, body, shop) };
}

/** When the book ships: tracking number and link, estimated delivery, the status link. */
export function renderOrderShipped(
  data: OrderMailData,
  shop: MailShop = DEFAULT_SHOP,
): MailContent {
  const S = T.shipped;
  const subject = headerText(prefix(data) + S.subject(data.book?.title ?? null));
  const trackingHref = safeHref(data.trackingUrl);
  const trackingText = data.trackingNumber
    ? [
        `${S.trackingNumber}: ${data.trackingNumber}`,
        data.trackingUrl ? `${S.trackParcel}: ${data.trackingUrl}` : null,
      ]
        .filter(Boolean)
        .join('\n')
    : S.noTracking;
  const text = [
    T.greeting(data.recipientName),
    `${S.heading} ${S.intro}`,
    data.book ? `${data.book.title} (${T.orderNumber(data.shortId)})` : T.orderNumber(data.shortId),
    trackingText,
    data.estimatedDelivery ? `${S.estimatedDelivery}: ${data.estimatedDelivery}` : null,
    `${T.followLink}: ${data.statusUrl}`,
    signOffText(shop),
  ]
    .filter((p): p is string => p !== null)
    .join('\n\n');

  const body = html` <h1 style="font-size:24px;margin:0 0 12px;">${S.heading}</h1>
    <p style="margin:0 0 12px;">${T.greeting(data.recipientName)}</p>
    <p style="margin:0 0 20px;">${S.intro}</p>
    <p style="margin:0 0 20px;">
      ${data.book ? html`<strong>${data.book.title}</strong> ` : ''}<span style="color:#7b7480;"
        >${T.orderNumber(data.shortId)}</span
      >
    </p>
    ${
      data.trackingNumber
        ? html`<p style="margin:0 0 12px;">
              ${S.trackingNumber}: <strong>${data.trackingNumber}</strong>
            </p>
            ${trackingHref ? button(trackingHref, S.trackParcel) : data.trackingUrl ? html`<p style="margin:0 0 12px;">${data.trackingUrl}</p>` : ''}`
        : html`<p style="margin:0 0 12px;">${S.noTracking}</p>`
    }
    ${data.estimatedDelivery ? html`<p style="margin:0 0 12px;">${S.estimatedDelivery}: <strong>${data.estimatedDelivery}</strong></p>` : ''}
    <p style="margin:20px 0 0;">
      <a href="${data.statusUrl}" style="color:#7a5c99;">${T.followLink}</a>
    </p>
    ${signOffHtml(shop)}`;
  return { subject, text, html: layout(subject, body, shop) };
}

/** To the operator: a visitor wrote through the contact form (reply goes to the visitor). */
export function renderContactNotice(
  data: ContactNoticeData,
  shop: MailShop = DEFAULT_SHOP,
): MailContent {
  const N = T.contactNotice;
  const subject = headerText(N.subject(data.subject));
  const text = [
    `${N.heading}`,
    `${N.from}: ${data.name} <${data.email}>\n${N.subjectLabel}: ${data.subject}`,
    `${N.message}:\n${data.message}`,
    N.replyNote(data.name),
    `${N.admin}: ${data.adminUrl}`,
  ].join('\n\n');
  const body = html` <h1 style="font-size:22px;margin:0 0 12px;">${N.heading}</h1>
    <p style="margin:0 0 6px;">${N.from}: <strong>${data.name}</strong> &lt;${data.email}&gt;</p>
    <p style="margin:0 0 16px;">${N.subjectLabel}: <strong>${data.subject}</strong></p>
    <div
      style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #7a5c99;background:#faf7fc;"
    >
      ${paragraphs(data.message)}
    </div>
    <p style="margin:0 0 12px;">${N.replyNote(data.name)}</p>
    <p style="margin:0;"><a href="${data.adminUrl}" style="color:#7a5c99;">${N.admin}</a></p>`;
  return { subject, text, html: layout(subject, body, shop) };
}

/** The newsletter's welcome: what to expect and, in every copy, the way out. */
export function renderNewsletterWelcome(
  data: NewsletterWelcomeData,
  shop: MailShop = DEFAULT_SHOP,
): MailContent {
  const W = T.newsletterWelcome;
  const subject = headerText(W.subject(shop.name));
  const text = [
    W.heading,
    W.intro,
    `${W.meanwhile}\n${W.createTogether}: ${data.createTogetherUrl}`,
    signOffText(shop),
    `${W.unsubscribeNote}\n${data.unsubscribeUrl}`,
  ].join('\n\n');
  const body = html` <h1 style="font-size:24px;margin:0 0 12px;">${W.heading}</h1>
    <p style="margin:0 0 12px;">${W.intro}</p>
    <p style="margin:0 0 12px;">${W.meanwhile}</p>
    ${button(data.createTogetherUrl, W.createTogether)} ${signOffHtml(shop)}
    <p style="margin:24px 0 0;font-size:13px;color:#7b7480;">
      ${W.unsubscribeNote}
      <a href="${data.unsubscribeUrl}" style="color:#7a5c99;">${W.unsubscribe}</a>
    </p>`;
  return { subject, text, html: layout(subject, body, shop) };
}

/** "My stories on any device": the single-use link that brings the family's stories to a browser. */
export function renderMyStoriesLink(
  data: MyStoriesLinkData,
  shop: MailShop = DEFAULT_SHOP,
): MailContent {
  const L = T.myStoriesLink;
  const subject = headerText(L.subject);
  const text = [
    L.heading,
    `${L.intro(shop.name)}\n${data.linkUrl}`,
    L.note,
    L.ignore,
    signOffText(shop),
  ].join('\n\n');
  const body = html` <h1 style="font-size:24px;margin:0 0 12px;">${L.heading}</h1>
    <p style="margin:0 0 12px;">${L.intro(shop.name)}</p>
    ${button(data.linkUrl, L.button)}
    <p style="margin:0 0 12px;font-size:13px;color:#7b7480;">
      ${L.note}<br /><a href="${data.linkUrl}" style="color:#7a5c99;">${data.linkUrl}</a>
    </p>
    <p style="margin:0 0 12px;">${L.ignore}</p>
    ${signOffHtml(shop)}`;
  return { subject, text, html: layout(subject, body, shop) };
}
