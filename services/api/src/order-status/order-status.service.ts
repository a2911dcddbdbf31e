import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ILLUSTRATION_PAGES,
  isOrderRef,
  ORDER_STATUS_TEXTS,
  type OrderStatusView,
} from '@shop/contracts';
import { OrderEntity, OrderEventEntity, StoryIllustrationEntity } from '@shop/db';
import { fileUrl, isStorageKey } from '@shop/storage';
import { previewKeyOf } from '../illustrations/illustration.mapper';
import { In, Repository } from 'typeorm';
import { buildOrderStatus } from './order-steps';

/** The order status page's data, found by the order's unguessable reference only. */
@Injectable()
export class OrderStatusService {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(OrderEventEntity) private readonly events: Repository<OrderEventEntity>,
    @InjectRepository(StoryIllustrationEntity)
    private readonly pictures: Repository<StoryIllustrationEntity>,
  ) {}

  async byRef(orderRef: string): Promise<OrderStatusView> {
    if (!isOrderRef(orderRef)) throw new NotFoundException(ORDER_STATUS_TEXTS.notFound);
    const order = await this.orders
      .createQueryBuilder('o')
      .leftJoin('o.story', 's')
      .addSelect(['s.id', 's.title', 's.childName', 's.animal', 's.theme'])
      .where('o.orderRef = :orderRef', { orderRef })
      .getOne();
    if (!order) throw new NotFoundException(ORDER_STATUS_TEXTS.notFound);
    const events = await this.events.find({
      select: { field: true, to: true, createdAt: true, seq: true },
      where: { orderId: order.id, field: In(['status', 'printStatus', 'printOrderId']) },
      order: { seq: 'ASC' },
    });
    const s = order.story;
    const cover = s
      ? await this.pictures.findOne({
          select: { imageData: true, pageNumber: true },
          where: { storyId: s.id, pageNumber: ILLUSTRATION_PAGES.cover },
        })
      : null;
    const book = s
      ? {
          storyId: s.id,
          title: s.title || `${s.childName}’s story`,
          childName: s.childName,
          animal: s.animal,
          theme: s.theme,
          coverUrl:
            cover && isStorageKey(cover.imageData) ? fileUrl(previewKeyOf(cover.imageData)) : null,
        }
      : null;
    return buildOrderStatus(order, book, events);
  }
}
