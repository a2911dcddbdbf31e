import {
  BadRequestException,
  ConflictException,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Logger,
  Post,
  Req,
  ServiceUnavailableException,
} from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { PRINT_TEXTS } from '@shop/contracts';
import {
  type ApplyOutcome,
  type LuluPrintJob,
  PrintJobNotRecordedYet,
  PrintOrders,
  snapshotOf,
  verifyLuluSignature,
} from '@shop/print';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { Public } from '../admin-auth/public.decorator';

export const PRINT_WEBHOOK_PATH = '/api/webhooks/print';

const deliverySchema = z.object({
  topic: z.string(),
  data: z
    .object({
      id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
      external_id: z.string().nullish(),
      status: z.object({
        name: z.string().min(1),
        message: z.string().nullish(),
        changed: z.string().nullish(),
      }),
    })
    .passthrough(),
});

export type PrintWebhookOutcome = ApplyOutcome | 'ignored';

/**
 * Lulu's PRINT_JOB_STATUS_CHANGED callbacks. The `Lulu-HMAC-SHA256` signature (keyed with the
 * API client secret) is checked over the raw body first; each delivery is applied once.
 */
@Public()
@Controller('webhooks')
export class PrintWebhookController {
  private readonly logger = new Logger(PrintWebhookController.name);

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly printOrders: PrintOrders,
  ) {}

  @Post('print')
  @HttpCode(200)
  async print(
    @Req() request: FastifyRequest,
    @Headers('lulu-hmac-sha256') signature: string | undefined,
  ): Promise<{ received: true; outcome: PrintWebhookOutcome }> {
    const secret = this.config.PRINT_PROVIDER === 'lulu' ? this.config.LULU_CLIENT_SECRET : '';
    if (!secret) throw new ServiceUnavailableException(PRINT_TEXTS.webhookNotConfigured);
    const raw = request.rawBody;
    if (!raw || !verifyLuluSignature(raw, signature, secret))
      throw new BadRequestException(PRINT_TEXTS.badSignature);
    let parsed;
    try {
      parsed = deliverySchema.safeParse(JSON.parse(raw.toString('utf8')));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) throw new BadRequestException('Unreadable print-service callback.');
    const { topic, data } = parsed.data;
    if (topic !== 'PRINT_JOB_STATUS_CHANGED') return { received: true, outcome: 'ignored' };
    const job = snapshotOf(data as unknown as LuluPrintJob);
    const order = await this.printOrders.findByPrintJob(job.printJobId, data.external_id);
    if (!order) {
      this.logger.warn({ printJobId: job.printJobId }, 'Callback for an unknown print job');
      return { received: true, outcome: 'ignored' };
    }
    // One status change of one job is one delivery, however often it is sent.
    const eventId = `${job.printJobId}:${data.status.name}:${data.status.changed ?? createHash('sha256').update(raw).digest('hex')}`;
    try {
      const outcome = await this.printOrders.apply(order.id, job, 'print', {
        provider: 'lulu',
        eventId,
      });
      return { received: true, outcome };
    } catch (err) {
      // Non-2xx: Lulu delivers it again (and print.sync catches up in any case).
      if (err instanceof PrintJobNotRecordedYet) throw new ConflictException(err.message);
      throw err;
    }
  }
}
