import { Module } from '@nestjs/common';
import { StoriesModule } from '../stories/stories.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { OrderRecorder } from './order-recorder.service';
import { PAYMENTS, paymentProviders, TAX } from './payments.providers';
import { TaxRecords } from './tax-records';

@Module({
  imports: [StoriesModule],
  controllers: [CheckoutController],
  providers: [...paymentProviders, CheckoutService, OrderRecorder, TaxRecords],
  exports: [PAYMENTS, TAX, CheckoutService, OrderRecorder],
})
export class CheckoutModule {}
