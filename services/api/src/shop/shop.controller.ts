import { Controller, Get, Header, Inject } from '@nestjs/common';
import { CONFIG, type Config, shopIdentity } from '@shop/config';
import type { ShopIdentity } from '@shop/contracts';
import { Public } from '../admin-auth/public.decorator';

/** `GET /api/shop`: the shop's name, public contact address and social links, as configured. */
@Public()
@Controller('shop')
export class ShopController {
  private readonly shop: ShopIdentity;

  constructor(@Inject(CONFIG) config: Config) {
    this.shop = shopIdentity(config);
  }

  @Get()
  @Header('cache-control', 'no-cache')
  get(): ShopIdentity {
    return this.shop;
  }
}
