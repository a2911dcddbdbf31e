import { Controller, Get, Header, Inject } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import type { PrivacyFacts } from '@shop/contracts';
import { Public } from '../admin-auth/public.decorator';
import { privacyFacts } from './privacy-facts';

/** `GET /api/privacy`: the retention periods and outside services, as configured. */
@Public()
@Controller('privacy')
export class PrivacyController {
  private readonly facts: PrivacyFacts;

  constructor(@Inject(CONFIG) config: Config) {
    this.facts = privacyFacts(config);
  }

  @Get()
  @Header('cache-control', 'no-cache')
  get(): PrivacyFacts {
    return this.facts;
  }
}
