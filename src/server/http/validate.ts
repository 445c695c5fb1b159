import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, CommonErrors } from '../errors.ts';

const MAX_JSON_BYTES = 64 * 1024;

/** Reads and validates a JSON body; malformed or invalid input becomes a 400 with the error shape. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_JSON_BYTES) throw new AppError('request.too_large', 413, 'Zbyt duże zapytanie');
  let body: unknown;
  try {
    const text = await c.req.text();
    if (text.length > MAX_JSON_BYTES) throw new AppError('request.too_large', 413, 'Zbyt duże zapytanie');
    body = text.length === 0 ? {} : JSON.parse(text);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw CommonErrors.malformedJson();
  }
  return parseWith(schema, body);
}

/** Validates query parameters (single values) the same way. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw CommonErrors.validation().withDetails(
      result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  return result.data;
}
