export * from './payments';
export * from './stripe-payments';
export * from './tax';
export * from './stripe-tax';
