import type { Context } from 'hono';
import type { z } from 'zod';
import { CommonErrors } from '../errors.ts';
import { assertStorableText, readRequestBodyText } from './request-input.ts';
import { polishIssue } from './validation-messages.ts';

/** application/json, with or without parameters (charset), or a +json suffix type. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Reads and validates a JSON body; oversized, slow, non-JSON, malformed, unstorable or invalid
 * input becomes a 4xx with the error shape. An empty body reads as `{}`.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await readRequestBodyText(c);
  if (text.length === 0) return parseWith(schema, {});
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) throw CommonErrors.unsupportedMediaType();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw CommonErrors.malformedJson();
  }
  return parseWith(schema, body);
}

/** Validates query parameters (single values) the same way. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

/** Every input our routes validate passes here: unstorable text is refused before the schema. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  assertStorableText(value);
  // A schema's own message (the spec's wording) wins; zod's English defaults become Polish.
  const result = schema.safeParse(value, { error: polishIssue });
  if (!result.success) {
    throw CommonErrors.validation().withDetails(
      result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  return result.data;
}
