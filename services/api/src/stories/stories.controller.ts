import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { Public } from '../admin-auth/public.decorator';
import { generateStorySchema, type GenerateStoryRequest, storyIdParamSchema, type Story, type StorySummary } from '@shop/contracts';
import { StoryRateLimiter } from '../common/rate-limit';
import { ClientIp, VisitorId } from '../common/visitor';
import { ZodPipe } from '../common/zod.pipe';
import { toStoryDto, toStorySummaryDto } from './story.mapper';
import { StoriesService } from './stories.service';

@Public()
@Controller('stories')
export class StoriesController {
  constructor(
    private readonly stories: StoriesService,
    private readonly rateLimiter: StoryRateLimiter,
  ) {}

  /** 202: the story is queued; poll `GET /api/stories/{id}` until it is ready (DESIGN change 1). */
  @Post('generate')
  @HttpCode(202)
  async generate(
    @Body(new ZodPipe(generateStorySchema)) input: GenerateStoryRequest,
    @VisitorId() visitorId: string,
    @ClientIp() ip: string,
  ): Promise<Story> {
    await this.rateLimiter.consume(visitorId, ip);
    return toStoryDto(await this.stories.create(input, visitorId));
  }

  @Get()
  async list(@VisitorId() visitorId: string): Promise<StorySummary[]> {
    return (await this.stories.listOwned(visitorId)).map(toStorySummaryDto);
  }

  @Get(':id')
  async get(@Param(new ZodPipe(storyIdParamSchema)) { id }: { id: string }, @VisitorId() visitorId: string): Promise<Story> {
    return toStoryDto(await this.stories.findOwned(id, visitorId));
  }

  @Post(':id/regenerate')
  @HttpCode(202)
  async regenerate(
    @Param(new ZodPipe(storyIdParamSchema)) { id }: { id: string },
    @VisitorId() visitorId: string,
    @ClientIp() ip: string,
  ): Promise<Story> {
    await this.stories.findOwned(id, visitorId);
    await this.rateLimiter.consume(visitorId, ip);
    return toStoryDto(await this.stories.regenerate(id, visitorId));
  }
}
