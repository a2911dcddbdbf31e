import { Body, Controller, GoneException, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import {
  MY_STORIES_TEXTS,
  myStoriesClaimSchema,
  type MyStoriesClaimed,
  myStoriesLinkRequestSchema,
  type MyStoriesLinkSent,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { Public } from '../admin-auth/public.decorator';
import { ClientIp, setVisitorCookie, VisitorId } from '../common/visitor';
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
    @Inject(CONFIG) private readonly config: Config,
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

  /**
   * The page the link opens posts its token here: this browser joins the family (it carries the
   * family's visitor id from now on), so it and every other browser of the family see the same
   * stories. Same-site only: the API refuses state-changing calls from other sites before this.
   */
  @Post('claim')
  @HttpCode(200)
  async claim(
    @Body(new ZodPipe(myStoriesClaimSchema)) input: z.output<typeof myStoriesClaimSchema>,
    @VisitorId() visitorId: string,
    @ClientIp() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MyStoriesClaimed> {
    await this.limiter.assertMayClaim(ip);
    try {
      const { familyVisitorId, answer } = await this.myStories.claim(input.token, visitorId);
      if (familyVisitorId !== visitorId) setVisitorCookie(reply, this.config, familyVisitorId);
      return answer;
    } catch (err) {
      if (err instanceof GoneException) await this.limiter.claimFailed(ip);
      throw err;
    }
  }
}
