export * from './actor';
export * from './shipping';
export * from './story.repository';
export * from './order.repository';
export * from './checkout.repository';
export * from './story-freeze';
export * from './family-data.repository';
