import { Body, Controller, GoneException, HttpCode, Post } from '@nestjs/common';
import {
  MY_STORIES_TEXTS,
  myStoriesClaimSchema,
  type MyStoriesClaimed,
  myStoriesLinkRequestSchema,
  type MyStoriesLinkSent,
} from '@shop/contracts';
import type { z } from 'zod';
import { Public } from '../admin-auth/public.decorator';
import { ClientIp, VisitorId } from '../common/visitor';
import { ZodPipe } from '../common/zod.pipe';
import { MyStoriesRateLimiter } from './my-stories-rate-limiter';
import { MyStoriesService } from './my-stories.service';

/** "My stories on any device": ask for a link by e-mail, open it in another browser. */
@Public()
@Controller('my-stories')
export class MyStoriesController {
  constructor(
    private readonly myStories: MyStoriesService,
    private readonly limiter: MyStoriesRateLimiter,
  ) {}

  /** Always the same answer, whether or not a link was sent: it never tells who has stories. */
  @Post('link')
  @HttpCode(200)
  async requestLink(
    @Body(new ZodPipe(myStoriesLinkRequestSchema))
    input: z.output<typeof myStoriesLinkRequestSchema>,
    @VisitorId() visitorId: string,
    @ClientIp() ip: string,
  ): Promise<MyStoriesLinkSent> {
    await this.limiter.consumeLink(ip, input.email);
    await this.myStories.requestLink(input.email, visitorId);
    return { sent: true, message: MY_STORIES_TEXTS.sent };
  }

  /** The page the link opens posts its token here: the family's stories become this browser's. */
  @Post('claim')
  @HttpCode(200)
  async claim(
    @Body(new ZodPipe(myStoriesClaimSchema)) input: z.output<typeof myStoriesClaimSchema>,
    @VisitorId() visitorId: string,
    @ClientIp() ip: string,
  ): Promise<MyStoriesClaimed> {
    await this.limiter.assertMayClaim(ip);
    try {
      return await this.myStories.claim(input.token, visitorId);
    } catch (err) {
      if (err instanceof GoneException) await this.limiter.claimFailed(ip);
      throw err;
    }
  }
}
