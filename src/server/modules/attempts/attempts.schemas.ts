import { z } from 'zod';

/**
 * An open task's answer on the wire: the JSON of { partId: answer } (part ids 'a', 'b', …).
 * A choice part's answer is the option index, sent as text or as a number.
 */
export const openTaskResponses = z.record(
  z.string().regex(/^[a-h]$/),
  z.union([z.string().max(200), z.number().int().min(0).max(9).transform(String)]),
);

/** The responses record of an open-task answer, or null when the answer is not one. */
export function parseOpenTaskResponses(answer: string | number): Record<string, string> | null {
  if (typeof answer !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(answer);
  } catch {
    return null;
  }
  const parsed = openTaskResponses.safeParse(json);
  return parsed.success ? parsed.data : null;
}
