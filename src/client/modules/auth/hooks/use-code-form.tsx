import type { InputHTMLAttributes, Ref } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { pl } from '../../../i18n/pl.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { cn } from '../../../lib/cn.ts';
import { TextField } from '../../../ui/field.tsx';
import { authFailure, type AuthFailure } from '../lib/schemas.ts';
import { backupCodeSchema, totpCodeSchema, type CodeValues } from '../lib/two-factor.ts';

export type CodeMethod = 'totp' | 'backup';

/**
 * The form of one two-factor code (the sign-in step and enrolment's first code): validation by
 * method; a wrong code is shown on the field itself, anything else goes to `onFailure` (null when
 * the request itself failed).
 */
export function useCodeForm(
  method: CodeMethod,
  handlers: { onAccepted: () => Promise<void>; onFailure: (failure: AuthFailure | null) => void },
) {
  const t = pl.twoFactor.step;
  const form = useForm<CodeValues, unknown, { code: string }>({
    resolver: zodResolver(method === 'totp' ? totpCodeSchema : backupCodeSchema),
    defaultValues: { code: '' },
  });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      const { error } =
        method === 'totp'
          ? await authClient.twoFactor.verifyTotp({ code })
          : await authClient.twoFactor.verifyBackupCode({ code });
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
      label={totp ? pl.twoFactor.step.codeLabel : pl.twoFactor.step.backupLabel}
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
