import { z } from 'zod';

export const confirmDeletionBody = z.object({
  token: z.string({ error: 'Brak linku potwierdzającego' }).min(1, { error: 'Brak linku potwierdzającego' }).max(2000),
});
