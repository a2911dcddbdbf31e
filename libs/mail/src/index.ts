export * from './compose';
export * from './html';
export * from './mail.module';
export * from './order-mailer';
export * from './outbox';
export * from './templates';
export * from './texts';
export * from './transport';
