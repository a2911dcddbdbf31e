import type { Config } from '@shop/config';
import {
  estimateDelivery,
  formatDeliveryRange,
  type MailKind,
  newsletterUnsubscribePath,
  orderStatusPath,
} from '@shop/contracts';
import { ContactMessageEntity, NewsletterSubscriberEntity, OrderEntity } from '@shop/db';
import type { EntityManager } from 'typeorm';
import {
  type MailContent,
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

export type ComposeConfig = Pick<Config, 'PUBLIC_URL' | 'OPERATOR_EMAIL'>;

function url(config: ComposeConfig, path: string): string {
  return new URL(path, config.PUBLIC_URL).href;
}

/** When the order was paid: its last change to paid (history), or its creation (made paid). */
async function paidAt(m: EntityManager, order: OrderEntity): Promise<Date> {
  const rows: { createdAt: Date }[] = await m.query(
    `SELECT "createdAt" FROM "order_events"
      WHERE "orderId" = $1 AND "field" = 'status' AND "toValue" = '"paid"'::jsonb
      ORDER BY "seq" DESC LIMIT 1`,
    [order.id],
  );
  return rows[0]?.createdAt ?? order.createdAt;
}

async function orderData(
  m: EntityManager,
  config: ComposeConfig,
  orderId: string,
): Promise<{ order: OrderEntity; data: OrderMailData } | null> {
  const order = await m.findOne(OrderEntity, {
    where: { id: orderId },
    relations: { story: true },
  });
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
          : formatDeliveryRange(estimateDelivery(await paidAt(m, order), order.estimatedDelivery)),
    },
  };
}

/** Orders whose payment went through (the confirmation is about a paid order only). */
const PAID_OR_LATER = new Set(['paid', 'shipped', 'delivered']);

/**
 * Renders the message of a kind for its subject from what the database holds now, or null when
 * there is nothing to say (no such order, an order that isn't paid or shipped).
 */
export async function composeMail(
  m: EntityManager,
  config: ComposeConfig,
  kind: MailKind,
  subject: MailSubject,
): Promise<ComposedMail | null> {
  if (kind === 'newsletter_welcome') {
    if (!('newsletterSubscriberId' in subject)) return null;
    const sub = await m.findOneBy(NewsletterSubscriberEntity, {
      id: subject.newsletterSubscriberId,
    });
    if (!sub || sub.unsubscribedAt) return null;
    const unsubscribeUrl = url(config, newsletterUnsubscribePath(sub.unsubscribeToken));
    return {
      ...renderNewsletterWelcome({
        unsubscribeUrl,
        createTogetherUrl: url(config, '/create-collaborative'),
      }),
      to: sub.email,
      replyTo: null,
      // One-click unsubscribe (RFC 8058): mail clients POST to the same link.
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
  if (kind === 'contact_notice') {
    if (!('contactMessageId' in subject)) return null;
    const msg = await m.findOneBy(ContactMessageEntity, { id: subject.contactMessageId });
    if (!msg) return null;
    const content = renderContactNotice({
      name: msg.name,
      email: msg.email,
      subject: msg.subject,
      message: msg.message,
      adminUrl: url(config, '/admin'),
    });
    return { ...content, to: config.OPERATOR_EMAIL, replyTo: msg.email };
  }
  if (!('orderId' in subject)) return null;
  const found = await orderData(m, config, subject.orderId);
  if (!found) return null;
  const { order, data } = found;
  if (kind === 'order_confirmation') {
    if (!PAID_OR_LATER.has(order.status)) return null;
    return { ...renderOrderConfirmation(data), to: order.recipientEmail, replyTo: null };
  }
  const shipped =
    order.status === 'shipped' ||
    order.status === 'delivered' ||
    order.printStatus === 'SHIPPED' ||
    order.printStatus === 'DELIVERED';
  if (!shipped) return null;
  return { ...renderOrderShipped(data), to: order.recipientEmail, replyTo: null };
}
