import { useState } from 'react';
import { toast } from '../../../ui/toast-later.ts';
import { CODE_MAX_LENGTH } from '#core/plans/access-codes.ts';
import { pl } from '../../../i18n/pl.ts';
import { plansPl } from '../../../i18n/plans.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { useRedeemCode } from '../hooks/use-redeem-code.ts';
import { codeInput, codeToSend, redeemFailure } from '../lib/access-code.ts';

const t = plansPl.code;

/**
 * The access-code field and its button, shared by the /pricing dialog and the settings card.
 * `fallback` is the screen's own message for a failure the server did not explain (spec 5 and 8).
 */
export function AccessCodeForm({
  fallback,
  onRedeemed,
  initialCode = '',
}: {
  fallback: string;
  onRedeemed?: () => void;
  /** A code from the link in the access-code e-mail (/pricing?code=…). */
  initialCode?: string;
}) {
  const [code, setCode] = useState(() => codeInput(initialCode));
  const [error, setError] = useState<string | undefined>();
  const redeem = useRedeemCode(() => {
    setCode('');
    onRedeemed?.();
  });

  function submit() {
    const toSend = codeToSend(code);
    if (!toSend) return setError(t.empty);
    setError(undefined);
    redeem.mutate(toSend, {
      onError: (e) => {
        const message = redeemFailure(e, fallback);
        setError(message);
        toast.error(pl.common.error, { description: message });
      },
    });
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex-1">
        <TextField
          label={t.label}
          placeholder={t.placeholder}
          value={code}
          maxLength={CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono tracking-wider uppercase"
          error={error}
          onChange={(e) => {
            setCode(codeInput(e.target.value));
            if (error) setError(undefined);
          }}
        />
      </div>
      <Button type="submit" className="sm:mt-6.5 sm:min-h-12.5" disabled={code === ''} loading={redeem.isPending}>
        {redeem.isPending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
