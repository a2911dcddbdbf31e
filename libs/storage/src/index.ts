export * from './storage';
export * from './story-files';
export * from './local-storage';
export * from './s3-storage';
export * from './create-storage';
export * from './storage.module';
