export * from './config';
export * from './database';
export * from './redis';
export * from './servers';
export * from './wait';
export * from './fake-stripe';
export * from './fake-lulu';
export * from './test-book-builder';
