import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type OutboxMail, OutboxRepository, type OutboxRow } from './outbox.repository';

/** A new link to store: the token only as its hash. */
export interface NewMyStoriesLink {
  email: string;
  tokenHash: string;
  requestedByVisitorId: string;
  expiresAt: Date;
}

/** What opening a link did. */
export interface MyStoriesClaimResult {
  /** Stories this link moved to the visitor who opened it. */
  attached: number;
  /** Stories the visitor owns now. */
  total: number;
}

/**
 * "My stories on any device": the links sent by e-mail (the token kept only as its hash) and the
 * addresses visitors proved by opening one. Opening a link is one transaction: the link is spent,
 * the address is proven for the visitor, and the family's stories are moved to that visitor.
 */
@Injectable()
export class MyStoriesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxRepository,
  ) {}

  /**
   * Whether a link may be sent to this address for this visitor: a visitor proved it before, an
   * order was placed with it, or the asking browser has stories of its own (which then come along).
   */
  async maySend(email: string, visitorId: string): Promise<boolean> {
    const [row] = (await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM family_addresses WHERE email = $1)
           OR EXISTS (SELECT 1 FROM orders WHERE lower("recipientEmail") = $1)
           OR EXISTS (SELECT 1 FROM stories WHERE "ownerVisitorId" = $2) AS "known"`,
      [email, visitorId],
    )) as { known: boolean }[];
    return !!row?.known;
  }

  /** Stores the link and its e-mail (queued in the outbox) together; the outbox row. */
  createLink(link: NewMyStoriesLink, mail: OutboxMail): Promise<OutboxRow | null> {
    return this.dataSource.transaction(async (m) => {
      const [row] = (await m.query(
        `INSERT INTO my_stories_links (email, "tokenHash", "requestedByVisitorId", "expiresAt")
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [link.email, link.tokenHash, link.requestedByVisitorId, link.expiresAt],
      )) as { id: string }[];
      return this.outbox.insertOnce('my_stories_link', { myStoriesLinkId: row!.id }, mail, m);
    });
  }

  /**
   * Opens a link for `visitorId`: null when no unused link has this hash before its expiry (a
   * second use, a late one and a made-up one are alike). Otherwise the link is spent, the address
   * proven for the visitor, and these stories become the visitor's: those of every visitor who
   * proved the address, of the browser that asked for the link, and of orders placed with the
   * address. A story its parent deleted (kept only for its order) stays unowned.
   */
  claim(tokenHash: string, visitorId: string, now: Date): Promise<MyStoriesClaimResult | null> {
    return this.dataSource.transaction(async (m) => {
      const [link] = (await m.query(
        `UPDATE my_stories_links SET "usedAt" = $2
          WHERE "tokenHash" = $1 AND "usedAt" IS NULL AND "expiresAt" > $2
          RETURNING email, "requestedByVisitorId"`,
        [tokenHash, now],
      )) as [{ email: string; requestedByVisitorId: string }[], number];
      const spent = link[0];
      if (!spent) return null;
      await m.query(
        `INSERT INTO family_addresses (email, "visitorId", "provenAt") VALUES ($1, $2, $3)
         ON CONFLICT (email, "visitorId") DO UPDATE SET "provenAt" = EXCLUDED."provenAt"`,
        [spent.email, visitorId, now],
      );
      const [, moved] = (await m.query(
        `UPDATE stories s SET "ownerVisitorId" = $1, "lastVisitedAt" = $4
          WHERE s."deletionRequestedAt" IS NULL
            AND s."ownerVisitorId" IS DISTINCT FROM $1
            AND (s."ownerVisitorId" = $3
                 OR s."ownerVisitorId" IN (SELECT "visitorId" FROM family_addresses WHERE email = $2)
                 OR s.id IN (SELECT "storyId" FROM orders
                              WHERE lower("recipientEmail") = $2 AND "storyId" IS NOT NULL))`,
        [visitorId, spent.email, spent.requestedByVisitorId, now],
      )) as [unknown, number];
      const [owned] = (await m.query(
        `SELECT count(*)::int AS n FROM stories WHERE "ownerVisitorId" = $1`,
        [visitorId],
      )) as { n: number }[];
      return { attached: moved, total: owned?.n ?? moved };
    });
  }

  /** The addresses this visitor proved, oldest first (the parent's download lists them). */
  async addressesOf(visitorId: string): Promise<{ email: string; provenAt: Date }[]> {
    const rows: { email: string; provenAt: Date }[] = await this.dataSource.query(
      `SELECT email, "provenAt" FROM family_addresses WHERE "visitorId" = $1 ORDER BY "provenAt"`,
      [visitorId],
    );
    return rows.map((r) => ({ email: r.email, provenAt: new Date(r.provenAt) }));
  }
}
