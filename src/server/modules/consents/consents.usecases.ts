import type { ConsentRow, ConsentsRepository } from './consents.repository.ts';
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
  return consentView(row);
}

/** The parent's saved consent, so the form can show it (null before the first one). */
export async function getParentalConsent(data: { userId: string }, deps: { consents: ConsentsRepository }) {
  const row = await deps.consents.findParental(data.userId);
  return { consent: row ? consentView(row) : null };
}

function consentView(row: ConsentRow) {
  return { type: row.type, accepted: row.accepted, createdAt: row.createdAt.toISOString() };
}
