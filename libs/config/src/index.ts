export * from './load-config';
export * from './schema';
export * from './config.module';
