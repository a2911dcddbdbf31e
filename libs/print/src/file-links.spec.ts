import { PrintFileLinks } from './file-links';

describe('signed print-file links', () => {
  const key = 'books/AAAAAAAAAAAAAAAAAAAAAA.pdf';
  let now = Date.UTC(2026, 0, 1);
  const links = new PrintFileLinks('x'.repeat(32), 'https://shop.example/', 3600, () => now);

  it('names the file behind an absolute URL on the shop, good for the configured time', () => {
    const url = links.url(key);
    expect(url).toMatch(
      /^https:\/\/shop\.example\/api\/print-files\/[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]+$/,
    );
    const token = url.split('/').at(-1)!;
    expect(links.verify(token)).toBe(key);
    now += 3599_000;
    expect(links.verify(token)).toBe(key);
    now += 2_000;
    expect(links.verify(token)).toBeNull();
  });

  it('refuses tampered tokens and tokens of another secret', () => {
    const token = links.token(key);
    const [k, e, mac] = token.split('.');
    const other = Buffer.from('books/BBBBBBBBBBBBBBBBBBBBBB.pdf').toString('base64url');
    expect(links.verify(`${other}.${e}.${mac}`)).toBeNull();
    expect(links.verify(`${k}.${Number(e) + 100000}.${mac}`)).toBeNull();
    expect(links.verify(`${k}.${e}.${mac!.slice(1)}`)).toBeNull();
    expect(links.verify('nonsense')).toBeNull();
    const stranger = new PrintFileLinks('y'.repeat(32), 'https://shop.example', 3600, () => now);
    expect(stranger.verify(token)).toBeNull();
  });
});
