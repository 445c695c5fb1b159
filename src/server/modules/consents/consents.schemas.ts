import { z } from 'zod';

export const parentalConsentBody = z.object({
  parental: z.literal(true, { error: 'Musisz wyrazić zgodę rodzicielską' }),
  terms: z.literal(true, { error: 'Musisz zaakceptować regulamin' }),
  privacy: z.literal(true, { error: 'Musisz zaakceptować politykę prywatności' }),
  marketing: z.boolean({ error: 'Nieprawidłowa wartość zgody marketingowej' }).default(false),
});
export type ParentalConsentBody = z.infer<typeof parentalConsentBody>;
