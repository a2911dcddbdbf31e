export * from './load-config';
export * from './schema';
