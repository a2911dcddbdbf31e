import {
  Body,
  ConflictException,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Post,
  Req,
} from '@nestjs/common';
import {
  BOOK,
  CHECKOUT_TEXTS,
  type CheckoutConfig,
  createPaymentIntentSchema,
  type CreatePaymentIntentRequest,
  type OrderCompletionResponse,
  paymentCompleteSchema,
  type PaymentIntentResponse,
} from '@shop/contracts';
import { CONFIG, type Config } from '@shop/config';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AdminSessionService } from '../admin-auth/admin-sessions.service';
import { Public } from '../admin-auth/public.decorator';
import { VisitorId } from '../common/visitor';
import { ZodPipe } from '../common/zod.pipe';
import { StoryAccessService } from '../stories/story-access.service';
import { CheckoutService } from './checkout.service';
import { OrderRecorder, PaymentMismatchError, UnknownPaymentError } from './order-recorder.service';
import { testOrdersPublic } from './payments.providers';

@Public()
@Controller()
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly recorder: OrderRecorder,
    private readonly access: StoryAccessService,
    private readonly sessions: AdminSessionService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** What the browser needs to set up payment; the publishable key comes from here, not the build. */
  @Get('checkout/config')
  async getConfig(@Req() request: FastifyRequest): Promise<CheckoutConfig> {
    return {
      paymentsEnabled: this.checkout.paymentsEnabled,
      publishableKey: this.checkout.publishableKey,
      testOrdersAllowed: testOrdersPublic(this.config) || (await this.sessions.isAdmin(request)),
      priceCents: BOOK.priceCents,
      currency: BOOK.currency,
    };
  }

  /** Prices the book on the server (a client `amount` is ignored) and sets up the payment. */
  @Post('create-payment-intent')
  @HttpCode(200)
  async createPaymentIntent(
    @Body(new ZodPipe(createPaymentIntentSchema)) input: CreatePaymentIntentRequest,
    @VisitorId() visitorId: string,
    @Req() request: FastifyRequest,
  ): Promise<PaymentIntentResponse> {
    return this.checkout.createPaymentIntent(input, {
      visitorId,
      collaborativeToken: input.collaborativeToken,
      isAdmin: await this.sessions.isAdmin(request),
    });
  }

  /**
   * The browser reports a confirmed payment. Nothing it sends is trusted: the intent is read back
   * from the provider and the order is built from the stored checkout.
   */
  @Post('payment-complete')
  @HttpCode(200)
  async paymentComplete(
    @Body(new ZodPipe(paymentCompleteSchema)) input: z.output<typeof paymentCompleteSchema>,
    @VisitorId() visitorId: string,
    @Req() request: FastifyRequest,
  ): Promise<OrderCompletionResponse> {
    this.checkout.requirePayments();
    const checkout = await this.checkout.findByIntent(input.paymentIntentId);
    if (!checkout || checkout.storyId !== input.storyId) {
      throw new NotFoundException(CHECKOUT_TEXTS.server.unknownPayment);
    }
    await this.access.findAccessible(input.storyId, {
      visitorId,
      collaborativeToken: input.collaborativeToken,
      isAdmin: await this.sessions.isAdmin(request),
    });
    try {
      const result = await this.recorder.recordFromIntent(input.paymentIntentId);
      if (result.outcome === 'not_paid')
        throw new ConflictException(CHECKOUT_TEXTS.server.paymentNotCompleted);
      return {
        success: true,
        orderId: result.orderId,
        orderRef: result.orderRef,
        status: result.status,
        message:
          result.status === 'paid'
            ? CHECKOUT_TEXTS.thankYou
            : CHECKOUT_TEXTS.server.paymentProcessing,
      };
    } catch (err) {
      if (err instanceof UnknownPaymentError)
        throw new NotFoundException(CHECKOUT_TEXTS.server.unknownPayment);
      if (err instanceof PaymentMismatchError)
        throw new ConflictException(CHECKOUT_TEXTS.server.paymentMismatch);
      throw err;
    }
  }
}
