import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  postgres: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

const queueDepthSchema = z.object({
  waiting: z.int(),
  active: z.int(),
  delayed: z.int(),
  failed: z.int(),
  /** Live workers serving this queue; 0 means its jobs wait for nobody. */
  workers: z.int(),
});

/** `GET /api/ready`: can this instance serve the shop now (a load balancer's readiness probe). */
export const readinessSchema = healthSchema.extend({
  status: z.enum(['ready', 'not-ready']),
  workers: z.int(),
  /** Why the instance is not ready, in words; empty when ready. */
  problems: z.array(z.string()),
  queues: z.record(z.string(), queueDepthSchema),
});
export type Readiness = z.infer<typeof readinessSchema>;
