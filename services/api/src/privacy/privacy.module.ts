import { Module } from '@nestjs/common';
import { PrivacyController } from './privacy.controller';

/** What the shop does with families' data, as configured (read by the privacy page and notices). */
@Module({ controllers: [PrivacyController] })
export class PrivacyModule {}
