import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/** A serialized answer of `GET /api/stories/{id}` and its strong validator. */
export interface StoryBody {
  /** UTF-8 JSON, kept encoded so a cached answer is never serialized or encoded again. */
  json: Buffer;
  etag: string;
}

export function storyBody(value: unknown): StoryBody {
  const json = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { json, etag };
}

/** True when the request's If-None-Match names this ETag (weak comparison, as RFC 9110 asks). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a story read with its ETag, or 304 when the request already holds it. `private, no-cache`:
 * browsers keep it but ask again each time (the pages that poll), shared caches never keep it.
 */
export function sendStoryBody(request: FastifyRequest, reply: FastifyReply, body: StoryBody): void {
  void reply.header('etag', body.etag).header('cache-control', 'private, no-cache');
  if (etagMatches(request.headers['if-none-match'], body.etag)) void reply.status(304).send();
  else void reply.type('application/json; charset=utf-8').send(body.json);
}

/** What a cached read holds: who may read the story, and its two answers (built when first asked). */
export interface CachedStoryRead {
  ownerVisitorId: string | null;
  collaborativeToken: string | null;
  /** The answer for its creator or a link holder (with the share link), and for the operator. */
  personal: () => StoryBody;
  other: () => StoryBody;
  /** Date.now() after which the entry is not used. */
  expiresAt: number;
}

/** Read before anything is loaded; a fill is accepted only if no change was heard since. */
export type FillTicket = number;

/**
 * The in-process cache of story reads: a bounded LRU, emptied of a story whenever the database
 * announces a change of it (every API instance hears every change, whoever wrote it). While that
 * feed is down nothing is served from here: a change could have been missed.
 */
export class StoryReadCache {
  private readonly entries = new Map<string, CachedStoryRead>();
  /** Counts changes heard; `changedAt` remembers, per story, the count at its last change. */
  private heard = 0;
  private readonly changedAt = new Map<string, number>();
  /** Tickets older than this are refused (the feed was reset, or `changedAt` was forgotten). */
  private floor = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly isLive: () => boolean,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(id: string): CachedStoryRead | undefined {
    if (!this.isLive()) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(id);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
  }

  /** Take one before reading the database for a fill. */
  ticket(): FillTicket {
    return this.heard;
  }

  /**
   * Stores what was read after `ticket` was taken, unless a change of that story (or a reset)
   * was heard in between: then the read may predate the change and is not kept.
   */
  fill(id: string, ticket: FillTicket, entry: CachedStoryRead): void {
    if (!this.isLive() || !this.unchangedSince(id, ticket)) return;
    this.entries.delete(id);
    this.entries.set(id, entry);
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  /** No change of this story (nor a reset) was heard since the ticket was taken. */
  unchangedSince(id: string, ticket: FillTicket): boolean {
    return ticket >= this.floor && (this.changedAt.get(id) ?? 0) <= ticket;
  }

  /** The database said this story's read may have changed. */
  changed(id: string): void {
    this.heard += 1;
    this.entries.delete(id);
    this.changedAt.set(id, this.heard);
    if (this.changedAt.size > this.maxEntries) {
      // Forgetting who changed when: refuse every fill that started before now instead.
      this.changedAt.clear();
      this.floor = this.heard;
    }
  }

  /** Changes may have been missed: forget everything, and refuse fills that started before. */
  reset(): void {
    this.heard += 1;
    this.floor = this.heard;
    this.entries.clear();
    this.changedAt.clear();
  }
}
