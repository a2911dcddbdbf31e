import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { createStorage } from './create-storage';
import { FILE_STORAGE, type FileStorage } from './storage';

@Injectable()
class StorageCloser implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}
  onApplicationShutdown(): Promise<void> {
    return this.storage.close();
  }
}

/** The configured FileStorage under FILE_STORAGE (STORAGE_DRIVER), one per process. */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [CONFIG],
      useFactory: (config: Config) => createStorage(config),
    },
    StorageCloser,
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
