import type { InputHTMLAttributes, Ref } from 'react';
import { useForm } from 'react-hook-form';
import { twoFactorPl } from '../../../i18n/two-factor.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { cn } from '../../../lib/cn.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { TextField } from '../../../ui/field.tsx';
import { authFailure, type AuthFailure } from '../lib/auth-failure.ts';
import type { CodeValues } from '../lib/two-factor.ts';

export type CodeMethod = 'totp' | 'backup';

// zod and the schemas come after the page painted (lib/lazy-zod-resolver.ts).
const resolvers = {
  totp: lazyZodResolver<CodeValues, { code: string }>(() =>
    import('../lib/two-factor.ts').then((m) => m.totpCodeSchema),
  ),
  backup: lazyZodResolver<CodeValues, { code: string }>(() =>
    import('../lib/two-factor.ts').then((m) => m.backupCodeSchema),
  ),
};

/**
 * The form of one two-factor code (the sign-in step and enrolment's first code): validation by
 * method; a wrong code is shown on the field itself, anything else goes to `onFailure` (null when
 * the request itself failed).
 */
export function useCodeForm(
  method: CodeMethod,
  handlers: { onAccepted: () => Promise<void>; onFailure: (failure: AuthFailure | null) => void },
) {
  const t = twoFactorPl.step;
  const form = useForm<CodeValues, unknown, { code: string }>({
    resolver: resolvers[method],
    defaultValues: { code: '' },
  });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const { error } =
        method === 'totp'
          ? await (await authClient()).twoFactor.verifyTotp({ code })
          : await (await authClient()).twoFactor.verifyBackupCode({ code });
      const failure = authFailure(error);
      if (!failure) return await handlers.onAccepted();
      const fieldMessage =
        failure.code === 'TOTP_CODE_REUSED'
          ? t.codeReused
          : failure.code === 'INVALID_CODE' || failure.code === 'INVALID_BACKUP_CODE'
            ? method === 'totp'
              ? t.wrongCode
              : t.wrongBackup
            : undefined;
      if (fieldMessage) {
        form.setError('code', { message: fieldMessage });
        form.setFocus('code');
        return;
      }
      handlers.onFailure(failure);
    } catch {
      handlers.onFailure(null);
    }
  });

  return { form, submit };
}

interface CodeFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  method: CodeMethod;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A one-time code input: digits on a phone's keypad for TOTP, no autocorrect for backup codes. */
export function CodeField({ method, className, ...rest }: CodeFieldProps) {
  const totp = method === 'totp';
  return (
    <TextField
      label={totp ? twoFactorPl.step.codeLabel : twoFactorPl.step.backupLabel}
      autoComplete="one-time-code"
      inputMode={totp ? 'numeric' : 'text'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={totp ? 7 : 12}
      className={cn('text-center font-mono', totp ? 'tracking-[0.3em]' : 'tracking-wider', className)}
      {...rest}
    />
  );
}
