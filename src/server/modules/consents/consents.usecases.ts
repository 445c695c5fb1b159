import type { ConsentsRepository } from './consents.repository.ts';
import type { ParentalConsentBody } from './consents.schemas.ts';

const MAX_USER_AGENT = 512;

export async function recordParentalConsent(
  data: { userId: string; body: ParentalConsentBody; userAgent: string | undefined },
  deps: { consents: ConsentsRepository; now: () => Date },
) {
  const { body } = data;
  const row = await deps.consents.upsertParental({
    userId: data.userId,
    accepted: { parental: body.parental, terms: body.terms, privacy: body.privacy, marketing: body.marketing },
    userAgent: data.userAgent ? data.userAgent.slice(0, MAX_USER_AGENT) : null,
    now: deps.now(),
  });
  return { type: row.type, accepted: row.accepted, createdAt: row.createdAt.toISOString() };
}
