import { LocalDirectoryStorage } from './local-storage';
import type { FileStorage } from './storage';

export * from './storage';
export * from './local-storage';

/** The configured storage driver (configuration, never code). */
export function createStorage(config: {
  STORAGE_DRIVER: 'local';
  STORAGE_DIR: string;
}): FileStorage {
  switch (config.STORAGE_DRIVER) {
    case 'local':
      return new LocalDirectoryStorage(config.STORAGE_DIR);
  }
}
