import {
  BadRequestException,
  ConflictException,
  Controller,
  HttpCode,
  Inject,
  Logger,
  NotFoundException,
  Param,
  Post,
  Req,
  ServiceUnavailableException,
} from '@nestjs/common';
import { PRINT_PROVIDER_NAMES, PRINT_TEXTS, type PrintProviderName } from '@shop/contracts';
import {
  type ApplyOutcome,
  PRINT_PROVIDER,
  PrintCallbackError,
  PrintJobNotRecordedYet,
  PrintOrders,
  type PrintProvider,
} from '@shop/print';
import type { FastifyRequest } from 'fastify';
import { Public } from '../admin-auth/public.decorator';

/** Where print providers call back: `/api/webhooks/print/<provider>`. */
const PRINT_WEBHOOK_PATH = '/api/webhooks/print';
/** The first print service's callbacks were subscribed without a name: they are Lulu's. */
const UNNAMED_PROVIDER: PrintProviderName = 'lulu';

/** The routes that receive callbacks (their raw bodies are kept for the signatures). */
export const PRINT_WEBHOOK_PATHS = [PRINT_WEBHOOK_PATH, `${PRINT_WEBHOOK_PATH}/:provider`];

/** `invalid`: signed by the provider but not a report the shop can use (taken, not applied). */
export type PrintWebhookOutcome = ApplyOutcome | 'ignored' | 'invalid';

/**
 * Print providers' status callbacks, one route for all: the provider named in the path verifies
 * and reads its own callback (signature over the raw body first); each delivery is applied once.
 */
@Public()
@Controller('webhooks/print')
export class PrintWebhookController {
  private readonly logger = new Logger(PrintWebhookController.name);

  constructor(
    @Inject(PRINT_PROVIDER) private readonly provider: PrintProvider,
    private readonly printOrders: PrintOrders,
  ) {}

  @Post()
  @HttpCode(200)
  unnamed(@Req() request: FastifyRequest) {
    return this.receive(UNNAMED_PROVIDER, request);
  }

  @Post(':provider')
  @HttpCode(200)
  named(@Param('provider') name: string, @Req() request: FastifyRequest) {
    if (!(PRINT_PROVIDER_NAMES as readonly string[]).includes(name))
      throw new NotFoundException(PRINT_TEXTS.unknownProvider);
    return this.receive(name as PrintProviderName, request);
  }

  private async receive(
    name: PrintProviderName,
    request: FastifyRequest,
  ): Promise<{ received: true; outcome: PrintWebhookOutcome }> {
    // Only the configured provider takes callbacks (and only if it sends any).
    if (this.provider.name !== name || !this.provider.parseCallback)
      throw new ServiceUnavailableException(PRINT_TEXTS.webhookNotConfigured);
    const raw = request.rawBody;
    if (!raw) throw new BadRequestException(PRINT_TEXTS.unreadableCallback);
    let callback;
    try {
      callback = this.provider.parseCallback({ rawBody: raw, headers: request.headers });
    } catch (err) {
      if (!(err instanceof PrintCallbackError)) throw err;
      if (err.reason === 'bad-signature') throw new BadRequestException(PRINT_TEXTS.badSignature);
      // The provider's own message that no delivery can make usable: any non-2xx is delivered
      // again (Lulu: five times, then it switches the whole subscription off), so it is taken
      // and logged; print.sync still reads the job's state from the provider.
      this.logger.warn({ provider: name, reason: err.message }, 'Unusable signed print callback');
      return { received: true, outcome: 'invalid' };
    }
    if (callback.kind === 'ignored') return { received: true, outcome: 'ignored' };
    const { job, orderId, eventId } = callback;
    const order = await this.printOrders.findByPrintJob(job.printJobId, orderId);
    if (!order) {
      this.logger.warn({ printJobId: job.printJobId }, 'Callback for an unknown print job');
      return { received: true, outcome: 'ignored' };
    }
    try {
      const outcome = await this.printOrders.apply(order.id, job, 'print', {
        provider: name,
        eventId,
      });
      return { received: true, outcome };
    } catch (err) {
      // Non-2xx: the provider delivers it again (and print.sync catches up in any case).
      if (err instanceof PrintJobNotRecordedYet) throw new ConflictException(err.message);
      throw err;
    }
  }
}
