import { LocalDirectoryStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/** The settings createStorage reads (a subset of the shop's Config). */
export interface StorageConfig {
  STORAGE_DRIVER: 'local' | 's3';
  STORAGE_DIR: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  S3_KEY_PREFIX?: string;
}

/** The configured storage driver (configuration, never code). */
export function createStorage(config: StorageConfig): FileStorage {
  switch (config.STORAGE_DRIVER) {
    case 'local':
      return new LocalDirectoryStorage(config.STORAGE_DIR);
    case 's3':
      if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3');
      return new S3Storage({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION ?? 'us-east-1',
        endpoint: config.S3_ENDPOINT ?? '',
        accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
        keyPrefix: config.S3_KEY_PREFIX ?? '',
      });
  }
}
