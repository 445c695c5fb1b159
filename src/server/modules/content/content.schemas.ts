import { z } from 'zod';

export const sampleQuery = z.object({
  templateId: z.string({ error: 'Podaj szablon' }).min(1, { error: 'Podaj szablon' }).max(200),
  level: z.coerce.number().int().min(1, { error: 'Poziom 1–3' }).max(3, { error: 'Poziom 1–3' }).default(2),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(1),
});
