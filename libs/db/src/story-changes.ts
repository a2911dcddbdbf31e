import { Client } from 'pg';

/**
 * The Postgres channel on which the database itself announces "what `GET /api/stories/{id}` answers
 * for this story may have changed" (payload: the story's id). Triggers on stories, their pictures
 * and their orders send it on commit, whichever process or statement made the change, so a read
 * cache that listens here never needs every writer to remember it.
 */
export const STORY_CHANGED_CHANNEL = 'story_changed';

export interface StoryChangeFeedOptions {
  url: string;
  /** Name shown in pg_stat_activity. */
  applicationName: string;
  /** A story's read may have changed (sent after the change committed). */
  onChange: (storyId: string) => void;
  /**
   * The feed went down or came (back) up: changes may have been missed, so everything learnt
   * before is to be forgotten.
   */
  onReset: () => void;
  /** Between reconnection attempts, and between liveness probes of an open connection. */
  retryMs?: number;
}

/**
 * Listens on STORY_CHANGED_CHANNEL over a connection of its own, reconnecting for as long as it
 * runs. `live` is true only while it is listening and the connection answered its last probe: a
 * cache may trust what it holds only then.
 */
export class StoryChangeFeed {
  private client: Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private isLive = false;

  private inFlight?: Promise<unknown>;
  private next?: Promise<unknown>;

  constructor(private readonly options: StoryChangeFeedOptions) {}

  get live(): boolean {
    return this.isLive;
  }

  start(): void {
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.down();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /**
   * Resolves once every change committed before the call has been heard: Postgres delivers a
   * listening session's pending notifications before it answers its next query. A no-op while
   * the feed is down (nothing is trusted then anyway).
   */
  async sync(): Promise<void> {
    const client = this.client;
    if (!this.isLive || !client) return;
    await this.roundTrip(client).catch(() => undefined);
  }

  /**
   * One `SELECT 1` that starts after the call. Queries on one connection must not overlap, so
   * while one runs, every caller that arrives shares the single query that starts after it.
   */
  private roundTrip(client: Client): Promise<unknown> {
    if (!this.inFlight) {
      const query = client.query('SELECT 1').finally(() => {
        if (this.inFlight === query) this.inFlight = undefined;
      });
      this.inFlight = query;
      return query;
    }
    return (this.next ??= this.inFlight
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.roundTrip(client);
      }));
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const retryMs = this.options.retryMs ?? 2_000;
    const client = new Client({
      connectionString: this.options.url,
      application_name: this.options.applicationName,
      connectionTimeoutMillis: retryMs * 2,
      query_timeout: retryMs * 2,
      keepAlive: true,
    });
    this.client = client;
    this.inFlight = this.next = undefined;
    const fail = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.down();
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.timer = setTimeout(() => void this.connect(), retryMs);
      this.timer.unref();
    };
    client.on('error', fail);
    client.on('end', fail);
    client.on('notification', (n) => {
      if (n.channel === STORY_CHANGED_CHANNEL && n.payload) this.options.onChange(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${STORY_CHANGED_CHANNEL}`);
    } catch {
      fail();
      return;
    }
    if (this.client !== client) return;
    // Whatever was cached before now may have missed a change.
    this.options.onReset();
    this.isLive = true;
    this.probe(client, retryMs);
  }

  /** A connection that silently died would otherwise look live for ever. */
  private probe(client: Client, retryMs: number): void {
    this.timer = setTimeout(() => {
      this.roundTrip(client).then(
        () => this.client === client && this.probe(client, retryMs),
        () => client.emit('error', new Error('story change feed probe failed')),
      );
    }, retryMs);
    this.timer.unref();
  }

  private down(): void {
    if (this.isLive) this.options.onReset();
    this.isLive = false;
  }
}
