import { GoneException, Inject, Injectable, Logger } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import {
  MY_STORIES_LINK_MINUTES,
  MY_STORIES_TEXTS,
  type MyStoriesClaimed,
  myStoriesLinkPath,
} from '@shop/contracts';
import { MyStoriesRepository } from '@shop/db';
import { OrderMailer, renderMyStoriesLink, shopOf } from '@shop/mail';
import { createHash, randomBytes } from 'node:crypto';

/** What a link's token is stored as: its SHA-256 (the token itself is only in the e-mail). */
function hashMyStoriesToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * "My stories on any device", without an account: a link by e-mail, opened in another browser,
 * brings the family's stories there. Logs carry ids and counts, never an address.
 */
@Injectable()
export class MyStoriesService {
  private readonly logger = new Logger(MyStoriesService.name);

  constructor(
    private readonly myStories: MyStoriesRepository,
    private readonly mailer: OrderMailer,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /**
   * Sends a single-use link to the address when there is something to bring (see
   * MyStoriesRepository.maySend); the caller answers the same either way.
   */
  async requestLink(email: string, visitorId: string, now = new Date()): Promise<void> {
    if (!(await this.myStories.maySend(email, visitorId))) return;
    const token = randomBytes(32).toString('base64url');
    const linkUrl = new URL(myStoriesLinkPath(token), this.config.PUBLIC_URL).href;
    const row = await this.myStories.createLink(
      {
        email,
        tokenHash: hashMyStoriesToken(token),
        requestedByVisitorId: visitorId,
        expiresAt: new Date(now.getTime() + MY_STORIES_LINK_MINUTES * 60_000),
      },
      { ...renderMyStoriesLink({ linkUrl }, shopOf(this.config)), to: email, replyTo: null },
    );
    if (row?.status === 'queued') await this.mailer.enqueue(row.id);
    this.logger.log({ outboxId: row?.id }, 'My stories link queued');
  }

  /**
   * Opens a link for this browser's visitor; 410 when it is used, expired or unknown. Answers
   * with the family's visitor id, which the caller gives this browser.
   */
  async claim(
    token: string,
    visitorId: string,
  ): Promise<{ familyVisitorId: string; answer: MyStoriesClaimed }> {
    const result = await this.myStories.claim(hashMyStoriesToken(token), visitorId, new Date());
    if (!result) throw new GoneException(MY_STORIES_TEXTS.invalidLink);
    this.logger.log({ attached: result.attached }, 'My stories link opened');
    const { familyVisitorId, attached, total } = result;
    return {
      familyVisitorId,
      answer: {
        attached,
        total,
        message: total ? MY_STORIES_TEXTS.claimed(total) : MY_STORIES_TEXTS.claimedNone,
      },
    };
  }
}
