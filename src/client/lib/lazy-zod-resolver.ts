import type { FieldValues, Resolver } from 'react-hook-form';
import { whenIdle } from './when-idle.ts';

/**
 * A form's zod resolver that brings zod, the resolver and the form's schema (≈ 25 kB gzipped)
 * after the page painted instead of with it (issue 26): `useForm` calls a resolver only when the
 * form is checked, and the code is fetched as soon as the browser is idle, so a child's first
 * tap on "Zaloguj" does not wait for it. A failed fetch (offline) is tried again on the next check.
 */
export function lazyZodResolver<T extends FieldValues, TOutput = T>(
  loadSchema: () => Promise<unknown>,
): Resolver<T, unknown, TOutput> {
  let ready: Promise<Resolver<T, unknown, TOutput>> | null = null;
  const load = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as Resolver<T, unknown, TOutput>,
      (error: unknown) => {
        ready = null;
        throw error;
      },
    ));
  whenIdle(() => void load().catch(() => undefined));
  return async (values, context, options) => (await load())(values, context, options);
}
