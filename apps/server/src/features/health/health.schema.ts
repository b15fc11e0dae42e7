import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    ok: z.boolean(),
  }),
});

export type Health = z.infer<typeof healthSchema>;
