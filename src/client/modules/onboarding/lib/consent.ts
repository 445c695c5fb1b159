export interface ConsentChoice {
  parental: boolean;
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

/** Spec 5: submit disabled until parental, terms and privacy are ticked; marketing is optional. */
export function canSubmitConsent(c: ConsentChoice): boolean {
  return c.parental && c.terms && c.privacy;
}
