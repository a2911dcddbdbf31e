import type { Config } from '@shop/config';
import {
  estimateDelivery,
  formatDeliveryRange,
  hasShipped,
  isPaidOrLater,
  type MailKind,
  newsletterUnsubscribePath,
  orderStatusPath,
} from '@shop/contracts';
import { type DbTransaction, MailSources, type OrderEntity } from '@shop/db';
import {
  type MailContent,
  type MailShop,
  type OrderMailData,
  renderContactNotice,
  renderNewsletterWelcome,
  renderOrderConfirmation,
  renderOrderShipped,
} from './templates';

/** What an outbox message is about: an order, a contact message or a newsletter subscriber. */
export type MailSubject =
  { orderId: string } | { contactMessageId: string } | { newsletterSubscriberId: string };

export interface ComposedMail extends MailContent {
  to: string;
  replyTo: string | null;
  /** Extra headers, e.g. the newsletter's List-Unsubscribe. */
  headers?: Record<string, string>;
}

export type ComposeConfig = Pick<
  Config,
  'PUBLIC_URL' | 'OPERATOR_EMAIL' | 'SHOP_NAME' | 'SHOP_CONTACT_EMAIL'
>;

/** The shop the e-mails speak for. */
export function shopOf(config: Pick<ComposeConfig, 'SHOP_NAME' | 'SHOP_CONTACT_EMAIL'>): MailShop {
  return { name: config.SHOP_NAME, contactEmail: config.SHOP_CONTACT_EMAIL || null };
}

function url(config: ComposeConfig, path: string): string {
  return new URL(path, config.PUBLIC_URL).href;
}

async function orderData(
  src: MailSources,
  config: ComposeConfig,
  orderId: string,
): Promise<{ order: OrderEntity; data: OrderMailData } | null> {
  const order = await src.order(orderId);
  if (!order) return null;
  const story = order.story;
  return {
    order,
    data: {
      shortId: order.id.slice(0, 8),
      isTest: order.isTest,
      recipientName: order.recipientName,
      statusUrl: url(config, orderStatusPath(order.orderRef)),
      book: story
        ? { title: story.title || `${story.childName}’s story`, childName: story.childName }
        : null,
      shipping: {
        address: order.shippingAddress,
        city: order.shippingCity,
        state: order.shippingState,
        zipCode: order.shippingZipCode,
        country: order.shippingCountry,
      },
      amounts: {
        subtotalCents: order.subtotalCents,
        taxAmountCents: order.taxAmountCents,
        taxRate: Number(order.taxRate),
        totalCents: order.amountCents,
      },
      trackingNumber: order.trackingNumber,
      trackingUrl: order.trackingUrl,
      estimatedDelivery:
        order.status === 'delivered'
          ? null
          : formatDeliveryRange(estimateDelivery(await src.paidAt(order), order.estimatedDelivery)),
    },
  };
}

/**
 * Renders the message of a kind for its subject from what the database holds now (read in the
 * transaction `m`), or null when there is nothing to say (no such order; a confirmation for an
 * order that is not paid or later, a shipped notice for one that has not shipped).
 */
export async function composeMail(
  m: DbTransaction,
  config: ComposeConfig,
  kind: MailKind,
  subject: MailSubject,
): Promise<ComposedMail | null> {
  // Written once, when it is asked for: its link's token is never stored, so never re-rendered.
  if (kind === 'my_stories_link') return null;
  const src = new MailSources(m);
  const shop = shopOf(config);
  // A family's reply reaches the shop's public address, when it has one.
  const replyTo = shop.contactEmail;
  if (kind === 'newsletter_welcome') {
    if (!('newsletterSubscriberId' in subject)) return null;
    const sub = await src.newsletterSubscriber(subject.newsletterSubscriberId);
    if (!sub || sub.unsubscribedAt) return null;
    const unsubscribeUrl = url(config, newsletterUnsubscribePath(sub.unsubscribeToken));
    return {
      ...renderNewsletterWelcome(
        { unsubscribeUrl, createTogetherUrl: url(config, '/create-collaborative') },
        shop,
      ),
      to: sub.email,
      replyTo,
      // One-click unsubscribe (RFC 8058): mail clients POST to the same link.
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
  if (kind === 'contact_notice') {
    if (!('contactMessageId' in subject)) return null;
    const msg = await src.contactMessage(subject.contactMessageId);
    if (!msg) return null;
    const content = renderContactNotice(
      {
        name: msg.name,
        email: msg.email,
        subject: msg.subject,
        message: msg.message,
        adminUrl: url(config, '/admin'),
      },
      shop,
    );
    return { ...content, to: config.OPERATOR_EMAIL, replyTo: msg.email };
  }
  if (!('orderId' in subject)) return null;
  const found = await orderData(src, config, subject.orderId);
  if (!found) return null;
  const { order, data } = found;
  if (kind === 'order_confirmation') {
    if (!isPaidOrLater(order.status)) return null;
    return { ...renderOrderConfirmation(data, shop), to: order.recipientEmail, replyTo };
  }
  if (!hasShipped(order)) return null;
  return { ...renderOrderShipped(data, shop), to: order.recipientEmail, replyTo };
}
