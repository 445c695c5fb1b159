import { pl } from '../../../i18n/pl.ts';
import { useStatus } from '../../../lib/session.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { ShieldIcon } from '../../../ui/icons.tsx';
import { TextLink } from '../../auth/components/auth-card.tsx';

/**
 * On /admin: an admin without an authenticator is asked to add one (a nudge, not a lock —
 * docs/decisions/0007); with one, a quiet link to the security page.
 */
export function TwoFactorNudge() {
  const t = pl.twoFactor.nudge;
  const { data: status } = useStatus();
  if (!status?.isAdmin) return null;
  if (status.twoFactorEnabled) {
    return (
      <p className="-mt-4 mb-6 text-sm">
        <TextLink to="/admin/security">{t.link}</TextLink>
      </p>
    );
  }
  return (
    <section
      aria-labelledby="two-factor-nudge"
      className="mb-8 flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800">
          <ShieldIcon />
        </span>
        <div>
          <h2 id="two-factor-nudge" className="font-bold text-amber-950">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-amber-950">{t.text}</p>
        </div>
      </div>
      <ButtonLink to="/admin/security" className="shrink-0">
        {t.action}
      </ButtonLink>
    </section>
  );
}
