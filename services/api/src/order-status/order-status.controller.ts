import { Controller, Get, Header, Param } from '@nestjs/common';
import type { OrderStatusView } from '@shop/contracts';
import { Public } from '../admin-auth/public.decorator';
import { ClientIp } from '../common/visitor';
import { OrderStatusRateLimiter } from './order-status-rate-limiter';
import { OrderStatusService } from './order-status.service';

/**
 * `GET /api/orders/status/{orderRef}`: public, for whoever holds the link from the confirmation
 * e-mail. The reference is 128 random bits; there is no listing, an unknown reference is a 404
 * like a malformed one, and lookups are rate-limited per IP.
 */
@Public()
@Controller('orders/status')
export class OrderStatusController {
  constructor(
    private readonly status: OrderStatusService,
    private readonly limiter: OrderStatusRateLimiter,
  ) {}

  @Get(':orderRef')
  @Header('Cache-Control', 'no-store')
  async get(@Param('orderRef') orderRef: string, @ClientIp() ip: string): Promise<OrderStatusView> {
    await this.limiter.consume(ip);
    return this.status.byRef(orderRef);
  }
}
