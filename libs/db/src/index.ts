export * from './data-source';
export * from './db.module';
export * from './entities';
export * from './migrate';
export * from './migrations';
export * from './repositories';
export * from './story-changes';
