import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertStorageKey, contentTypeOf, type FileStorage, type StoredObject } from './storage';

/** Where an S3-compatible store is and how to sign in to it (AWS S3, MinIO, Cloudflare R2 ...). */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Empty: AWS S3 itself; otherwise the store's address, e.g. http://minio:9000. */
  endpoint: string;
  /** Empty key id and secret: the AWS SDK's own credential chain (environment, instance role). */
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most self-hosted stores want `<endpoint>/<bucket>/<key>` addresses. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several shops. */
  keyPrefix: string;
}

function isMissing(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return (
    err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404
  );
}

/** Files in an S3-compatible bucket through the AWS SDK; signed URLs are the store's presigned GETs. */
export class S3Storage implements FileStorage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId
        ? {
            credentials: {
              accessKeyId: options.accessKeyId,
              secretAccessKey: options.secretAccessKey,
            },
          }
        : {}),
      // Checksums only where the API requires them: not every S3-compatible store checks the
      // SDK's newer default (CRC32 on every upload) yet.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.options.keyPrefix}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      if (!object.Body) return null;
      const bytes = Buffer.from(await object.Body.transformToByteArray());
      return { bytes, contentType: object.ContentType ?? contentTypeOf(key) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key too.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }

  signedUrl(key: string, ttlSeconds: number): Promise<string> {
    return getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      { expiresIn: ttlSeconds },
    );
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}
