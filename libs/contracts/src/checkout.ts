import { z } from 'zod';
import { BOOK } from './constants';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from './countries';
import { MESSAGES } from './messages';
import { CHILD_GENDERS, CHILD_RACES } from './options';
import { STORY_SALE_TEXTS } from './story-integrity';

const M = MESSAGES.shipping;

export const ILLUSTRATOR_NOTES_MAX_LENGTH = 1000;
const FIELD_MAX = 200;

/** A trimmed text of at least `min` characters; `message` for anything shorter or missing. */
const text = (min: number, message: string, max = FIELD_MAX) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters`);

/** Shipping details with the shipping form's rules and messages. */
export const shippingDetailsSchema = z.object({
  fullName: text(2, M.fullName),
  email: z
    .string({ error: M.email })
    .trim()
    .max(FIELD_MAX, M.email)
    .pipe(z.email({ error: M.email })),
  phone: text(10, M.phone, 40).regex(/^[0-9+().\s-]+$/, M.phone),
  address: text(5, M.address),
  city: text(2, M.city),
  state: text(2, M.state),
  zipCode: text(5, M.zipCode, 20),
  // A code from the shop's list ("US"), so tax and the print service read the same country.
  country: text(2, M.country)
    .pipe(z.enum(COUNTRY_CODES, { error: M.countryFromList }))
    .default(DEFAULT_COUNTRY),
  childGender: z.enum(CHILD_GENDERS).default('unspecified'),
  childRace: z.enum(CHILD_RACES).default('unspecified'),
  illustratorNotes: z
    .string()
    .trim()
    .max(ILLUSTRATOR_NOTES_MAX_LENGTH, `Must be at most ${ILLUSTRATOR_NOTES_MAX_LENGTH} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ShippingDetailsInput = z.input<typeof shippingDetailsSchema>;
export type ShippingDetails = z.output<typeof shippingDetailsSchema>;

/** The form's starting values. */
export const SHIPPING_DEFAULTS = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
  childGender: 'unspecified',
  childRace: 'unspecified',
  illustratorNotes: '',
} as const satisfies ShippingDetailsInput;

const storyId = z.string({ error: 'Story not found' }).uuid({ error: 'Story not found' });

export const PRODUCT_TYPE = 'custom_storybook';

/** A holder of a story's collaborative link may buy that story too. */
const collaborativeToken = z.string().max(200).optional();

/**
 * `POST /api/create-payment-intent`. The browser still sends `amount`; the server ignores it
 * and prices the book itself.
 */
export const createPaymentIntentSchema = z.object({
  storyId,
  productType: z.literal(PRODUCT_TYPE).default(PRODUCT_TYPE),
  amount: z.unknown().optional(),
  shippingDetails: shippingDetailsSchema,
  collaborativeToken,
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;
export type CreatePaymentIntentRequest = z.output<typeof createPaymentIntentSchema>;

/** Who computes sales tax: the built-in state rate table, or Stripe Tax (`TAX_PROVIDER`). */
export const TAX_PROVIDERS = ['table', 'stripe'] as const;
export type TaxProviderName = (typeof TAX_PROVIDERS)[number];

/** The payment intent response. `taxRate` is a percentage (6.25 means 6.25 %). */
export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  isCollaborative: z.boolean(),
  subtotalCents: z.number().int(),
  taxAmountCents: z.number().int(),
  taxRate: z.number(),
  totalCents: z.number().int(),
  /** Which provider computed `taxAmountCents` (the summary says so). */
  taxProvider: z.enum(TAX_PROVIDERS),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** `POST /api/payment-complete`. Shipping details are accepted but the stored checkout's are used. */
export const paymentCompleteSchema = z.object({
  paymentIntentId: z.string().regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'Unknown payment'),
  storyId,
  shippingDetails: z.unknown().optional(),
  collaborativeToken,
});
export type PaymentCompleteInput = z.input<typeof paymentCompleteSchema>;

export const ORDER_PAYMENT_STATUSES = ['paid', 'pending'] as const;

/** The order completion response, plus whether the payment has cleared yet. */
export const orderCompletionResponseSchema = z.object({
  success: z.boolean(),
  orderId: z.string(),
  /** The order status page's reference (`/orders/{orderRef}`). */
  orderRef: z.string(),
  message: z.string(),
  status: z.enum(ORDER_PAYMENT_STATUSES),
});
export type OrderCompletionResponse = z.infer<typeof orderCompletionResponseSchema>;

/** `POST /api/test/create-order` and `/api/test/create-collaborative-order`. */
export const testOrderSchema = z.object({
  storyId: z
    .string({ error: MESSAGES.admin.selectStory })
    .uuid({ error: MESSAGES.admin.selectStory }),
  shippingDetails: shippingDetailsSchema,
  collaborativeToken,
});
export type TestOrderInput = z.input<typeof testOrderSchema>;
export type TestOrderRequest = z.output<typeof testOrderSchema>;

export const testOrderResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  orderId: z.string(),
  /** The order status page's reference (`/orders/{orderRef}`). */
  orderRef: z.string(),
  order: z.object({
    id: z.string(),
    amountCents: z.number().int(),
    isTest: z.literal(true),
    status: z.string(),
  }),
});
export type TestOrderResponse = z.infer<typeof testOrderResponseSchema>;

/** `GET /api/checkout/config`: what the browser needs to set up payment (no build-time keys). */
export const checkoutConfigSchema = z.object({
  paymentsEnabled: z.boolean(),
  publishableKey: z.string().nullable(),
  /** Whether this caller may create test orders (public outside production, else the operator). */
  testOrdersAllowed: z.boolean(),
  priceCents: z.number().int(),
  currency: z.string(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

/** Sales tax as a percentage with up to 3 decimals: 6.875 → "6.875%", 6.25 → "6.25%". */
export function formatTaxRate(rate: number): string {
  return `${Number(rate.toFixed(3))}%`;
}

/** The product's texts for checkout and test orders. */
export const CHECKOUT_TEXTS = {
  step1: 'Step 1 of 2',
  step2: 'Step 2 of 2',
  shippingTitle: 'Shipping Information',
  paymentTitle: 'Payment Details',
  backToShipping: 'Back to Shipping Details',
  specialStoryFor: 'A special story for',
  taleAbout: 'A tale about',
  premiumHardcover: 'Premium Hardcover',
  fullColorIllustrations: 'Full Color Illustrations',
  subtotal: 'Subtotal',
  salesTax: (rate: number) => `Sales Tax (${formatTaxRate(rate)})`,
  /** Under the priced summary: how the sales tax was worked out. */
  taxProviderNote: {
    table: 'Sales tax estimated from state rates',
    stripe: 'Sales tax calculated by Stripe Tax',
  } satisfies Record<TaxProviderName, string>,
  total: 'Total',
  initFailed: 'Failed to initialize payment',
  goBack: 'Go Back',
  /** Shown before the form when the shop takes no card payments (the checkout config says so). */
  paymentsOff: {
    title: 'Card payments are not available yet',
    /** Beside the disabled "Continue to Payment" button. */
    buttonReason: 'Card payments are not available yet, so this step cannot continue.',
    body: 'This shop cannot take card payments at the moment, so the book cannot be paid for here yet.',
    testCheckout: 'Place a test order instead',
    testNote: 'A test order goes through every step of ordering a book, without a payment.',
  },
  paymentProcessing: 'Payment Processing',
  thankYou: 'Thank you for your purchase! Your custom storybook will be shipped soon.',
  toasts: {
    loadStory: { title: 'Error', description: 'Failed to load story details. Please try again.' },
    initPayment: { title: 'Error', description: 'Failed to initialize payment. Please try again.' },
    paymentFailedTitle: 'Payment Failed',
    paymentFailedDefault: 'An error occurred during payment.',
    paymentError: {
      title: 'Payment Error',
      description: 'An unexpected error occurred. Please try again.',
    },
    recordFailed: {
      title: 'Payment Successful',
      description:
        'Payment successful, but there was an issue recording your order. Our team has been notified.',
    },
    paymentSuccessful: 'Payment Successful',
    testOrderFailed: 'Failed to create test order. Please try again.',
    testOrderErrorTitle: 'Error Creating Test Order',
    testOrderCreated: 'Test Order Created',
  },
  testOrder: {
    format: BOOK.format,
    total: '$0.00 (Test Order)',
    created: 'Test Order Created!',
    footer: 'TEST MODE - No payment will be processed',
    adminNote: 'Visit the admin panel to generate AI illustrations for this story.',
    productPreview: 'Product Preview',
    productDetails: 'Product Details',
  },
  server: {
    paymentsNotConfigured:
      'Card payments are not set up on this shop yet. Please try again later or contact us.',
    paymentNotCompleted: 'This payment has not gone through. Please try again.',
    paymentProcessing: "Your payment is processing. We'll start on your book as soon as it clears.",
    unknownPayment: 'We could not find this payment.',
    paymentMismatch: 'This payment does not match the order. Our team has been notified.',
    storyNotReady: STORY_SALE_TEXTS.notReady,
    notCollaborative: 'This story is not a collaborative story.',
    testOrdersOperatorOnly: 'Test orders can only be created by the shop operator.',
    testOrderStoryAlreadyOrdered:
      'This story already has a paid or test order, so it cannot have another test order.',
    /** The tax service failed: the order is not priced rather than priced with a wrong tax. */
    taxUnavailable:
      'We could not calculate the sales tax for this address just now. Please try again in a few minutes.',
    /** The tax service could not place the address. */
    taxAddressUnknown:
      'We could not find this address to calculate its sales tax. Please check the street, city and ZIP code.',
    webhookNotConfigured: 'Stripe webhooks are not set up on this shop.',
    badSignature: 'The webhook signature could not be verified.',
    badWebhookEvent: 'The webhook event is not one the shop understands.',
  },
} as const;

/** Redirect to the home page this long after a successful payment. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 2000;
