export * from './constants';
export * from './errors';
export * from './health';
export * from './messages';
export * from './options';
export * from './safety';
export * from './stories';
export * from './admin';
