export * from './connection';
export * from './job-options';
export * from './queue.module';
export * from './registry';
export * from './illustration-runs';
export * from './heartbeat';
export * from './lifecycle';
export * from './unavailable';
