export * from './book-files';
