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
  /**
   * The family's visitor id: the browser that opened the link uses it from now on, so every
   * browser that proved the address shares one list of stories (and new ones show on all).
   */
  familyVisitorId: string;
  /** Stories this browser sees now that it did not before it opened the link. */
  attached: number;
  /** Stories the family owns now. */
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
   * second use, a late one and a made-up one are alike). Otherwise the link is spent and the
   * browser joins the family: the visitor who first proved the address by opening a link (else
   * this browser, proving it now) is the family's id, which this browser then carries. These
   * stories become the family's: the opener's own, those of every visitor who proved the
   * address, of the browser that asked, and of orders placed with the address. A story its
   * parent deleted (kept only for its order) stays unowned.
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
      const [first] = (await m.query(
        `SELECT "visitorId" FROM family_addresses WHERE email = $1
          ORDER BY "provenAt", "visitorId" LIMIT 1`,
        [spent.email],
      )) as { visitorId: string }[];
      // Opening the e-mailed link is the proof; asking for it is not (anyone can type an
      // address), so the browser that asked never becomes the family by asking.
      const family = first?.visitorId ?? visitorId;
      // The first proof stays first: the family's id never changes under a browser using it.
      await m.query(
        `INSERT INTO family_addresses (email, "visitorId", "provenAt") VALUES ($1, $2, $3)
         ON CONFLICT (email, "visitorId") DO NOTHING`,
        [spent.email, family, now],
      );
      const [before] = (await m.query(
        `SELECT count(*)::int AS n FROM stories WHERE "ownerVisitorId" = $1`,
        [visitorId],
      )) as { n: number }[];
      await m.query(
        `UPDATE stories s SET "ownerVisitorId" = $1, "lastVisitedAt" = $5
          WHERE s."deletionRequestedAt" IS NULL
            AND s."ownerVisitorId" IS DISTINCT FROM $1
            AND (s."ownerVisitorId" IN ($3, $4)
                 OR s."ownerVisitorId" IN (SELECT "visitorId" FROM family_addresses WHERE email = $2)
                 OR s.id IN (SELECT "storyId" FROM orders
                              WHERE lower("recipientEmail") = $2 AND "storyId" IS NOT NULL))`,
        [family, spent.email, spent.requestedByVisitorId, visitorId, now],
      );
      const [owned] = (await m.query(
        `SELECT count(*)::int AS n FROM stories WHERE "ownerVisitorId" = $1`,
        [family],
      )) as { n: number }[];
      const total = owned?.n ?? 0;
      // What this browser sees now that it did not before.
      return { familyVisitorId: family, attached: total - (before?.n ?? 0), total };
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
