import { etagMatches, type CachedStoryRead, StoryReadCache, storyBody } from './story-read-cache';

const entry = (title: string, ttlMs = 60_000): CachedStoryRead => ({
  ownerVisitorId: 'owner',
  collaborativeToken: null,
  personal: () => storyBody({ title, sharePath: null }),
  other: () => storyBody({ title }),
  expiresAt: Date.now() + ttlMs,
});

describe('StoryReadCache', () => {
  let live: boolean;
  let cache: StoryReadCache;
  beforeEach(() => {
    live = true;
    cache = new StoryReadCache(3, () => live);
  });

  it('keeps a fill and serves it while the feed is live', () => {
    cache.fill('a', cache.ticket(), entry('A'));
    expect(cache.get('a')?.other().json.toString()).toBe('{"title":"A"}');
    live = false;
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses a fill read before a change of that story was heard, keeps others', () => {
    const ticket = cache.ticket();
    cache.changed('a');
    cache.fill('a', ticket, entry('stale'));
    cache.fill('b', ticket, entry('B'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.fill('a', cache.ticket(), entry('fresh'));
    expect(cache.get('a')).toBeDefined();
  });

  it('forgets a story when it changes, and everything on a reset', () => {
    cache.fill('a', cache.ticket(), entry('A'));
    cache.fill('b', cache.ticket(), entry('B'));
    cache.changed('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    const ticket = cache.ticket();
    cache.reset();
    expect(cache.get('b')).toBeUndefined();
    cache.fill('c', ticket, entry('C'));
    expect(cache.get('c')).toBeUndefined();
  });

  it('drops expired entries and the least recently used beyond its size', () => {
    cache.fill('old', cache.ticket(), entry('old', -1));
    expect(cache.get('old')).toBeUndefined();
    for (const id of ['a', 'b', 'c']) cache.fill(id, cache.ticket(), entry(id));
    cache.get('a');
    cache.fill('d', cache.ticket(), entry('d'));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((id) => cache.get(id))).toBe(true);
  });

  it('refuses fills that started before it forgot which stories changed', () => {
    const ticket = cache.ticket();
    for (const id of ['a', 'b', 'c', 'd']) cache.changed(id);
    cache.fill('e', ticket, entry('e'));
    expect(cache.get('e')).toBeUndefined();
  });
});

describe('etagMatches', () => {
  const etag = storyBody({ a: 1 }).etag;
  it('compares If-None-Match lists weakly, and * matches', () => {
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`"x", W/${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"x"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(storyBody({ a: 2 }).etag).not.toBe(etag);
  });
});
