import { type AdminOrder, type OrderEvent, type OrderEventField } from '@shop/contracts';
import type { OrderEntity, OrderEventEntity } from '@shop/db';

/** The admin's view of an order: every order field, the story's headline (never its text). */
export function toAdminOrderDto(o: OrderEntity): AdminOrder {
  const s = o.story ?? null;
  return {
    id: o.id,
    storyId: o.storyId,
    story: s
      ? {
          id: s.id,
          title: s.title,
          childName: s.childName,
          animal: s.animal,
          theme: s.theme,
          isCollaborative: s.isCollaborative,
        }
      : null,
    storyDeletedAt: o.storyDeletedAt ? o.storyDeletedAt.toISOString() : null,
    paymentIntentId: o.paymentIntentId,
    amountCents: o.amountCents,
    subtotalCents: o.subtotalCents,
    taxAmountCents: o.taxAmountCents,
    taxRate: Number(o.taxRate),
    currency: o.currency,
    status: o.status,
    isTest: o.isTest,
    orderRef: o.orderRef,
    recipientName: o.recipientName,
    recipientEmail: o.recipientEmail,
    recipientPhone: o.recipientPhone,
    shippingAddress: o.shippingAddress,
    shippingCity: o.shippingCity,
    shippingState: o.shippingState,
    shippingZipCode: o.shippingZipCode,
    shippingCountry: o.shippingCountry,
    childGender: o.childGender,
    childRace: o.childRace,
    illustratorNotes: o.illustratorNotes,
    trackingNumber: o.trackingNumber,
    trackingUrl: o.trackingUrl,
    printOrderId: o.printOrderId,
    printStatus: o.printStatus,
    printStatusMessage: o.printStatusMessage,
    printStatusChangedAt: o.printStatusChangedAt ? o.printStatusChangedAt.toISOString() : null,
    printProvider: o.printProvider,
    printFilesReady: Boolean(o.printInteriorKey && o.printCoverKey),
    estimatedDelivery: o.estimatedDelivery,
    fulfilled: o.fulfilled,
    notes: o.notes,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

export function toOrderEventDto(e: OrderEventEntity): OrderEvent {
  return {
    id: e.id,
    orderId: e.orderId,
    field: e.field as OrderEventField,
    from: e.from,
    to: e.to,
    actor: e.actor,
    createdAt: e.createdAt.toISOString(),
  };
}
