import { z } from 'zod';
import { MESSAGES } from './messages';

const M = MESSAGES.contact;

/** The contact form and `POST /api/contact`, with their validation. */
export const contactMessageInputSchema = z.object({
  name: z
    .string({ error: M.name })
    .trim()
    .min(2, M.name)
    .max(100, 'Name must be at most 100 characters'),
  email: z
    .string({ error: M.email })
    .trim()
    .max(254, M.email)
    .pipe(z.email({ error: M.email })),
  subject: z
    .string({ error: M.subject })
    .trim()
    .min(5, M.subject)
    .max(200, 'Subject must be at most 200 characters'),
  message: z
    .string({ error: M.message })
    .trim()
    .min(10, M.message)
    .max(5000, 'Message must be at most 5000 characters'),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

/** `POST /api/contact` answer. */
export const contactConfirmationSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type ContactConfirmation = z.infer<typeof contactConfirmationSchema>;

/** A stored message as the admin reads it. */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const CONTACT_MESSAGES_PAGE_SIZE = { default: 50, max: 200 } as const;

/** `GET /api/admin/contact-messages?page=&pageSize=` */
export const contactMessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONTACT_MESSAGES_PAGE_SIZE.max)
    .default(CONTACT_MESSAGES_PAGE_SIZE.default),
});

/** One page of messages, newest first. */
export const contactMessagesPageSchema = z.object({
  messages: z.array(contactMessageSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;

export const contactUnreadCountSchema = z.object({ count: z.number().int() });
export type ContactUnreadCount = z.infer<typeof contactUnreadCountSchema>;

export const contactMessageIdParamSchema = z.object({
  id: z.string().uuid({ error: 'Message not found' }),
});

/** Texts of the contact form and the Messages tab. */
export const CONTACT_TEXTS = {
  sent: 'Message sent!',
  sendError: [
    'Error sending message',
    'There was a problem sending your message. Please try again later.',
  ],
  tooMany: 'You have sent several messages in a short time. Please wait a little and try again.',
  markedRead: 'Message marked as read',
  markReadError: ['Error updating message', 'Failed to mark message as read.'],
  loadError: 'Error loading messages. Please try again.',
  empty: 'No contact messages yet.',
  notFound: 'Message not found',
} as const;
