export * from './job-durations';
export * from './shop-metrics';
export * from './retention';
