export const BUG_DESCRIPTION_MAX = 1000;

/** Spec 2: submit stays disabled while the text is blank after trimming. */
export function canSubmitBugReport(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && t.length <= BUG_DESCRIPTION_MAX;
}
