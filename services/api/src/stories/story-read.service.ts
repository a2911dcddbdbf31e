import {
  Inject,
  Injectable,
  NotFoundException,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { StoryChangeFeed, type StoryEntity, StoryRepository } from '@shop/db';
import { toStoryDto } from './story.mapper';
import { STORY_NOT_FOUND } from './stories.service';
import { StoryAccessService, type StoryRequester } from './story-access.service';
import { StoryPicturesSummaryService } from './story-pictures-summary.service';
import {
  type CachedStoryRead,
  type FillTicket,
  type StoryBody,
  StoryReadCache,
  storyBody,
} from './story-read-cache';

/** Stories kept per API instance (two answers of ~7 KB each at most). */
const CACHE_ENTRIES = 2_000;
/**
 * How long a cached read lives. Changes are announced, so this only bounds the damage of one that
 * was not; a story whose pictures are unfinished but not being drawn lives briefly, because
 * whether its pictures are coming is the queue's state, which announces nothing.
 */
const SETTLED_TTL_MS = 10 * 60_000;
const PICTURES_PENDING_TTL_MS = 5_000;

/**
 * `GET /api/stories/{id}`: the same access rule as every story path (creator, collaborative link
 * holder, or the operator; anyone else 404), answered from memory for a ready story. A ready story
 * changes only through writes the database announces (see StoryChangeFeed), so the cache is
 * emptied of it as soon as such a write commits, in every API instance.
 */
@Injectable()
export class StoryReadService implements OnModuleInit, OnApplicationShutdown {
  private readonly feed: StoryChangeFeed;
  private readonly cache: StoryReadCache;
  private readonly loading = new Map<
    string,
    { ticket: FillTicket; read: Promise<CachedStoryRead | undefined> }
  >();

  constructor(
    @Inject(CONFIG) config: Config,
    private readonly access: StoryAccessService,
    private readonly pictures: StoryPicturesSummaryService,
    private readonly stories: StoryRepository,
  ) {
    this.feed = new StoryChangeFeed({
      url: config.DATABASE_URL,
      applicationName: 'storybook-api-story-changes',
      onChange: (id) => this.cache.changed(id),
      onReset: () => this.cache.reset(),
    });
    this.cache = new StoryReadCache(CACHE_ENTRIES, () => this.feed.live);
  }

  onModuleInit(): void {
    this.feed.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.feed.stop();
  }

  /** Every change committed before now has emptied the cache (see StoryChangeFeed.sync). */
  sync(): Promise<void> {
    return this.feed.sync();
  }

  /** The cached answer when the requester is its creator or a link holder; else undefined. */
  cachedPersonal(id: string, who: Omit<StoryRequester, 'isAdmin'>): StoryBody | undefined {
    const read = this.cache.get(id);
    return read && this.access.mayUse(read, who) ? read.personal() : undefined;
  }

  /**
   * The answer for this requester, or the story's 404. `isAdmin` is asked only when the requester
   * is neither its creator nor a link holder (it costs a Redis round trip).
   */
  async read(
    id: string,
    who: Omit<StoryRequester, 'isAdmin'>,
    isAdmin: () => Promise<boolean>,
  ): Promise<StoryBody> {
    const read = this.cache.get(id) ?? (await this.load(id));
    if (!read) throw new NotFoundException(STORY_NOT_FOUND);
    if (this.access.mayUse(read, who)) return read.personal();
    if (await isAdmin()) return read.other();
    throw new NotFoundException(STORY_NOT_FOUND);
  }

  /**
   * Concurrent misses of a story share one load (a cache entry expiring under load would
   * otherwise send every waiting request to the database), unless the story changed since that
   * load began: then its answer may predate the change, and a fresh load starts.
   */
  private load(id: string): Promise<CachedStoryRead | undefined> {
    const pending = this.loading.get(id);
    if (pending && this.cache.unchangedSince(id, pending.ticket)) return pending.read;
    const ticket = this.cache.ticket();
    const read = this.loadFresh(id, ticket).finally(() => {
      if (this.loading.get(id)?.read === read) this.loading.delete(id);
    });
    this.loading.set(id, { ticket, read });
    return read;
  }

  /**
   * The story, whether it is ordered (StoryRules' freeze) and, once ready, its current pictures,
   * in one statement.
   */
  private async loadFresh(id: string, ticket: FillTicket): Promise<CachedStoryRead | undefined> {
    const found = await this.stories.readWithOrderAndPictures(id);
    if (!found) return undefined;
    const { story, ordered, pictures } = found;
    const illustrations =
      story.generationStatus === 'ready'
        ? await this.pictures.summary(story, pictures ?? 0)
        : undefined;
    const answer = (withShareLink: boolean) =>
      once(() => storyBody(toStoryDto(story, { ordered, withShareLink, illustrations })));
    const read: CachedStoryRead = {
      ownerVisitorId: story.ownerVisitorId,
      collaborativeToken: story.collaborativeToken,
      personal: answer(true),
      other: answer(false),
      expiresAt: Date.now() + (illustrations?.complete ? SETTLED_TTL_MS : PICTURES_PENDING_TTL_MS),
    };
    if (cacheable(story, illustrations)) this.cache.fill(id, ticket, read);
    return read;
  }
}

/**
 * Only a ready story is cached (one being written changes with every progress step), and not
 * while its pictures are being drawn: the flow's end is not a write when it fails.
 */
function cacheable(
  story: StoryEntity,
  illustrations: Awaited<ReturnType<StoryPicturesSummaryService['of']>>,
): boolean {
  return story.generationStatus === 'ready' && !!illustrations && !illustrations.drawing;
}

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
