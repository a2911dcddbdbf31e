import { Injectable, NotFoundException } from '@nestjs/common';
import { isOrderRef, ORDER_STATUS_TEXTS, type OrderStatusView } from '@shop/contracts';
import { IllustrationRepository, OrderRepository } from '@shop/db';
import { fileUrl, isStorageKey } from '@shop/storage';
import { previewKeyOf } from '../illustrations/illustration.mapper';
import { buildOrderStatus } from './order-steps';

/** The order status page's data, found by the order's unguessable reference only. */
@Injectable()
export class OrderStatusService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly illustrations: IllustrationRepository,
  ) {}

  async byRef(orderRef: string): Promise<OrderStatusView> {
    if (!isOrderRef(orderRef)) throw new NotFoundException(ORDER_STATUS_TEXTS.notFound);
    const order = await this.orders.findByRef(orderRef);
    if (!order) throw new NotFoundException(ORDER_STATUS_TEXTS.notFound);
    const events = await this.orders.progressEvents(order.id);
    const s = order.story;
    const cover = s ? await this.illustrations.coverImageOf(s.id) : null;
    const book = s
      ? {
          storyId: s.id,
          title: s.title || `${s.childName}’s story`,
          childName: s.childName,
          animal: s.animal,
          theme: s.theme,
          coverUrl: cover && isStorageKey(cover) ? fileUrl(previewKeyOf(cover)) : null,
        }
      : null;
    return buildOrderStatus(order, book, events);
  }
}
