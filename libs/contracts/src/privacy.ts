import { z } from 'zod';
import type { PrivacyFacts } from './privacy-texts';

const count = z.number().int().positive();
const days = z.number().int().min(0);

/** `GET /api/privacy`: see PrivacyFacts. */
export const privacyFactsSchema: z.ZodType<PrivacyFacts> = z.object({
  retention: z.object({
    checkEveryMinutes: count,
    unorderedStoryDays: count,
    orderedStoryDays: days,
    contactMessageDays: count,
    orderYears: count,
  }),
  processors: z.object({
    storyWriter: z.string().nullable(),
    illustrator: z.string().nullable(),
    payments: z.string().nullable(),
    printing: z.string().nullable(),
  }),
});
