import { Module } from '@nestjs/common';
import { ShopController } from './shop.controller';

/** Who the shop is (SHOP_* settings), for the pages; the server also writes it into each page. */
@Module({ controllers: [ShopController] })
export class ShopModule {}
