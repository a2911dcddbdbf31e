import type { Type } from '@nestjs/common';
import {
  adminOrderSchema,
  adminOrdersPageSchema,
  adminSessionSchema,
  adminStoryOptionSchema,
  bookFileStatusSchema,
  bulkIllustrationRunSchema,
  checkoutConfigSchema,
  collaborativeStorySchema,
  contactConfirmationSchema,
  contactMessageSchema,
  contactMessagesPageSchema,
  contactUnreadCountSchema,
  contributionViewSchema,
  createdCollaborativeStorySchema,
  familyDataDeletionSchema,
  generateIllustrationResponseSchema,
  healthSchema,
  myStoriesClaimedSchema,
  myStoriesLinkSentSchema,
  illustrationSchema,
  newsletterOverviewSchema,
  newsletterSubscribedSchema,
  newsletterSubscriberSchema,
  orderCompletionResponseSchema,
  orderEventSchema,
  orderStatusSchema,
  outboxMessageSchema,
  outboxPageSchema,
  paymentIntentResponseSchema,
  printStatusResponseSchema,
  privacyFactsSchema,
  shopIdentitySchema,
  promptViewSchema,
  replacedShareLinkSchema,
  readinessSchema,
  storyDeletionSchema,
  storySchema,
  storySummarySchema,
  storyVersionSchema,
  testOrderResponseSchema,
} from '@shop/contracts';
import { type core, z } from 'zod';
import { AdminStoriesController } from '../admin/admin-stories.controller';
import { AdminAuthController } from '../admin-auth/admin-auth.controller';
import { BookController } from '../book/book.controller';
import { CheckoutController } from '../checkout/checkout.controller';
import { CollaborationController } from '../collaboration/collaboration.controller';
import { AdminContactMessagesController, ContactController } from '../contact/contact.controller';
import { FilesController } from '../files/files.module';
import { HealthController } from '../health/health.controller';
import { IllustrationsController } from '../illustrations/illustrations.controller';
import { MyStoriesController } from '../my-stories/my-stories.controller';
import {
  AdminNewsletterController,
  NewsletterController,
} from '../newsletter/newsletter.controller';
import { OrderStatusController } from '../order-status/order-status.controller';
import { AdminOrdersController } from '../orders/orders.controller';
import { AdminOutboxController } from '../outbox/outbox.controller';
import { PrintController } from '../print/print.controller';
import { PrintFilesController } from '../print/print-files.controller';
import { PrintWebhookController } from '../print/print-webhook.controller';
import { PrivacyController } from '../privacy/privacy.controller';
import { ShopController } from '../shop/shop.controller';
import { StoriesController } from '../stories/stories.controller';
import { StripeWebhookController } from '../webhooks/stripe-webhook.controller';
import { TestOrdersController } from '../test-orders/test-orders.controller';

type JsonSchema = Record<string, unknown>;

/**
 * A success answer's body: its media types and their JSON Schemas. `T` is what the handler
 * returns; a description of `T` is only assignable where every `T` matches the schema.
 */
interface ResponseBody<T> {
  readonly content: Record<string, () => JsonSchema>;
  /** Type-only: contravariant in T (never called). */
  readonly describes?: (value: T) => void;
}

/** A zod contract as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as the API sends it. */
function outputSchemaOf(schema: core.$ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** JSON described by a zod contract. */
export const json = <S extends core.$ZodType>(schema: S): ResponseBody<core.output<S>> => ({
  content: { 'application/json': () => outputSchemaOf(schema) },
});

/** Text or bytes of the given media type (a page, a CSV, a file). */
export const text = (mediaType: string): ResponseBody<string> => ({
  content: { [mediaType]: () => ({ type: 'string' }) },
});
const bytes = (mediaType: string): ResponseBody<unknown> => ({
  content: { [mediaType]: () => ({ type: 'string', contentMediaType: mediaType }) },
});

/** For a handler that writes the reply itself (`@Res()`): its declared return type says nothing. */
const written = <T>(body: ResponseBody<T>): ResponseBody<unknown> => body as ResponseBody<unknown>;

/** Either of two bodies, by the request's Accept header. */
const either = <A, B>(a: ResponseBody<A>, b: ResponseBody<B>): ResponseBody<A | B> => ({
  content: { ...a.content, ...b.content },
});

/** No body (204). */
const empty: ResponseBody<void> = { content: {} };

type Handler = (...args: never[]) => unknown;
type HandlerNames<C> = { [K in keyof C]: C[K] extends Handler ? K : never }[keyof C];
type Answer<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;

/** Each public handler of a controller class with the description of its success answer. */
type ResponseTable<C> = { [K in HandlerNames<C>]: ResponseBody<Answer<C[K]>> };

const tables = new Map<Type<unknown>, Record<string, ResponseBody<unknown>>>();

/** Records the success answers of a controller's routes (every handler must be listed). */
export function describeResponses<C>(type: Type<C>, table: ResponseTable<C>): void {
  tables.set(type, table as Record<string, ResponseBody<unknown>>);
}

/** The success answer of a controller's handler, if described. */
export function responseOf(type: object, handler: string): ResponseBody<unknown> | undefined {
  return tables.get(type as Type<unknown>)?.[handler];
}

const received = <T extends z.ZodType>(outcome: T) =>
  z.object({ received: z.literal(true), outcome });

describeResponses(HealthController, { check: json(healthSchema), ready: json(readinessSchema) });
describeResponses(AdminAuthController, {
  login: json(adminSessionSchema),
  logout: empty,
  session: json(adminSessionSchema),
});
describeResponses(AdminStoriesController, {
  list: json(z.array(adminStoryOptionSchema)),
  remove: json(familyDataDeletionSchema),
});
describeResponses(BookController, {
  pdf: written(either(bytes('application/pdf'), json(bookFileStatusSchema))),
  preview: json(bookFileStatusSchema),
  update: json(storySchema),
  dedication: json(storySchema),
});
describeResponses(StoriesController, {
  generate: json(storySchema),
  list: json(z.array(storySummarySchema)),
  get: written(json(storySchema)),
  regenerate: json(storySchema),
  versions: json(z.array(storyVersionSchema)),
  restoreVersion: json(storySchema),
  export: written(bytes('application/zip')),
  remove: json(storyDeletionSchema),
});
describeResponses(CollaborationController, {
  create: json(createdCollaborativeStorySchema),
  get: json(collaborativeStorySchema),
  prompts: json(z.array(promptViewSchema)),
  contributions: json(z.array(contributionViewSchema)),
  contribute: json(contributionViewSchema),
  replaceShareLink: json(replacedShareLinkSchema),
});
describeResponses(IllustrationsController, {
  list: json(z.array(illustrationSchema)),
  upload: json(illustrationSchema),
  assignPage: json(illustrationSchema),
  setSequence: json(illustrationSchema),
  remove: json(z.object({ success: z.literal(true), id: z.string() })),
  generate: json(generateIllustrationResponseSchema),
  generationJob: json(
    z.object({
      jobId: z.string(),
      state: z.string(),
      imageUrl: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  startBulk: json(bulkIllustrationRunSchema),
  bulkRun: json(bulkIllustrationRunSchema),
  cancelBulk: json(bulkIllustrationRunSchema),
});
describeResponses(CheckoutController, {
  getConfig: json(checkoutConfigSchema),
  createPaymentIntent: json(paymentIntentResponseSchema),
  paymentComplete: json(orderCompletionResponseSchema),
});
describeResponses(TestOrdersController, {
  createOrder: json(testOrderResponseSchema),
  createCollaborativeOrder: json(testOrderResponseSchema),
});
describeResponses(OrderStatusController, { get: json(orderStatusSchema) });
describeResponses(PrivacyController, { get: json(privacyFactsSchema) });
describeResponses(ShopController, { get: json(shopIdentitySchema) });
describeResponses(AdminOrdersController, {
  list: json(adminOrdersPageSchema),
  get: json(adminOrderSchema),
  history: json(z.array(orderEventSchema)),
  tracking: json(adminOrderSchema),
  status: json(adminOrderSchema),
  fulfill: json(adminOrderSchema),
  notes: json(adminOrderSchema),
});
describeResponses(PrintController, {
  submit: json(adminOrderSchema),
  status: json(printStatusResponseSchema),
  setStatus: json(printStatusResponseSchema),
  file: written(bytes('application/pdf')),
});
describeResponses(PrintFilesController, { get: written(bytes('application/pdf')) });
describeResponses(PrintWebhookController, {
  unnamed: json(received(z.string())),
  named: json(received(z.string())),
});
describeResponses(StripeWebhookController, { stripe: json(received(z.string())) });
describeResponses(FilesController, { get: written(bytes('application/octet-stream')) });
describeResponses(ContactController, { send: json(contactConfirmationSchema) });
describeResponses(AdminContactMessagesController, {
  list: json(contactMessagesPageSchema),
  count: json(contactUnreadCountSchema),
  markRead: json(contactMessageSchema),
});
describeResponses(AdminOutboxController, {
  list: json(outboxPageSchema),
  get: json(outboxMessageSchema),
  resend: json(outboxMessageSchema),
});
const unsubscribed = z.object({ unsubscribed: z.literal(true), message: z.string() });
describeResponses(NewsletterController, {
  subscribe: json(newsletterSubscribedSchema),
  confirm: text('text/html'),
  unsubscribe: either(text('text/html'), json(unsubscribed)),
});
describeResponses(MyStoriesController, {
  requestLink: json(myStoriesLinkSentSchema),
  claim: json(myStoriesClaimedSchema),
});
describeResponses(AdminNewsletterController, {
  list: json(z.array(newsletterSubscriberSchema)),
  overview: json(newsletterOverviewSchema),
  exportCsv: text('text/csv'),
  unsubscribe: json(unsubscribed),
});
