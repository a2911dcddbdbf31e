import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { CHECKOUT_TEXTS, type TestOrderRequest, type TestOrderResponse } from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import { OrderRepository, storedShipping } from '@shop/db';
import { OrderMailer } from '@shop/mail';
import { randomUUID } from 'node:crypto';
import { testOrdersPublic } from '../checkout/payments.providers';
import { StoryAccessService } from '../stories/story-access.service';
import { StoryRules } from '../stories/story-rules.service';

export type TestOrderKind = 'regular' | 'collaborative';

/**
 * $0 orders marked as test, for trying the fulfilment path without paying. Open to anyone only
 * when configured (default: outside production); otherwise only the signed-in operator.
 * A test order is created as paid so the operator can run print submission with it; like a real
 * order, only a finished story can have one, and it freezes the story. A story that already has
 * a paid or test order gets no second one (409).
 */
@Injectable()
export class TestOrdersService {
  private readonly logger = new Logger(TestOrdersService.name);

  constructor(
    private readonly orders: OrderRepository,
    private readonly access: StoryAccessService,
    @Inject(CONFIG) private readonly config: Config,
    private readonly mailer: OrderMailer,
    private readonly rules: StoryRules,
  ) {}

  async create(
    input: TestOrderRequest,
    kind: TestOrderKind,
    who: { visitorId: string; collaborativeToken?: string; isAdmin: boolean },
  ): Promise<TestOrderResponse> {
    if (!who.isAdmin && !testOrdersPublic(this.config)) {
      throw new UnauthorizedException(CHECKOUT_TEXTS.server.testOrdersOperatorOnly);
    }
    const story = await this.access.findAccessible(input.storyId, who);
    if (kind === 'collaborative' && !story.isCollaborative) {
      throw new BadRequestException(CHECKOUT_TEXTS.server.notCollaborative);
    }
    this.rules.refuseUnlessForSale(story);
    const order = await this.orders.createTestOrder(
      story.id,
      `test_${randomUUID()}`,
      storedShipping(input.shippingDetails),
    );
    if (!order) throw new ConflictException(CHECKOUT_TEXTS.server.testOrderStoryAlreadyOrdered);
    this.logger.log(
      { orderId: order.id, storyId: story.id, kind, byAdmin: who.isAdmin },
      'Test order created',
    );
    // The operator tries the whole path, e-mail included. A visitor's test order sends nothing:
    // an open form must not make the shop e-mail whatever address is typed into it.
    if (who.isAdmin) await this.mailer.orderConfirmation(order.id);
    return {
      success: true,
      message: CHECKOUT_TEXTS.toasts.testOrderCreated,
      orderId: order.id,
      orderRef: order.orderRef,
      order: { id: order.id, amountCents: 0, isTest: true, status: order.status },
    };
  }
}
