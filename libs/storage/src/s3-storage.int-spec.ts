import { loadConfig } from '@shop/config';
import { type FakeS3, startFakeS3 } from '@shop/testing';
import { createStorage, type FileStorage, newStorageKey, S3Storage } from './index';

describe('S3 storage (AWS SDK against a local S3 server)', () => {
  let s3: FakeS3;
  let storage: FileStorage;

  beforeAll(async () => {
    s3 = await startFakeS3();
    storage = createStorage(loadConfig({ ...s3.env(), S3_KEY_PREFIX: 'shop-a/' }));
  });
  afterAll(async () => {
    await storage.close();
    await s3.close();
  });

  it('stores, checks, reads back and deletes bytes in the bucket, under the key prefix', async () => {
    expect(storage.driver).toBe('s3');
    const key = newStorageKey('illustrations', 'png');
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 255]);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, bytes, 'image/png');
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.get(key)).toEqual({ bytes, contentType: 'image/png' });
    expect(s3.requests).toContainEqual({
      method: 'PUT',
      path: `/${s3.bucket}/shop-a/${key}`,
      presigned: false,
    });
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key); // a missing key is not an error
  });

  it('hands out presigned GET URLs the store honours until they expire, and only for that key', async () => {
    const key = newStorageKey('books', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.7 test'), 'application/pdf');
    const url = await storage.signedUrl(key, 60);
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/shop-a/books/`));
    const answer = await fetch(url!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(await answer.text()).toBe('%PDF-1.7 test');

    // Another key under the same signature, or a changed signature: refused.
    const other = newStorageKey('books', 'pdf');
    await storage.put(other, Buffer.from('other'), 'application/pdf');
    expect((await fetch(url!.replace(key, other))).status).toBe(403);
    const forged = url!.replace(
      /X-Amz-Signature=([0-9a-f])/,
      (_m, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`,
    );
    expect((await fetch(forged)).status).toBe(403);
    // Unsigned: the bucket is private.
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/shop-a/${key}`)).status).toBe(403);

    // Expired: signed for one second, asked three seconds later (the store's clock decides).
    const short = await storage.signedUrl(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await fetch(short!)).status).toBe(403);
  });

  it('fails loudly with the wrong secret instead of reading nothing', async () => {
    const wrong = new S3Storage({
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
      keyPrefix: '',
    });
    const key = newStorageKey('illustrations', 'png');
    await expect(wrong.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/signature/i);
    await expect(wrong.get(key)).rejects.toThrow();
    await wrong.close();
  });
});
