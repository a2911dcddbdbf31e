import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  postgres: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;
