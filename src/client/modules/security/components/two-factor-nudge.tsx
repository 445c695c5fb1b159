import { twoFactorPl } from '../../../i18n/two-factor.ts';
import { TextLink } from '../../auth/components/auth-card.tsx';

/**
 * On /admin: a quiet link to the security page (an admin reaches /admin only with an
 * authenticator enrolled; docs/decisions/0007).
 */
export function TwoFactorNudge() {
  return (
    <p className="-mt-4 mb-6 text-sm">
      <TextLink to="/admin/security">{twoFactorPl.nudge.link}</TextLink>
    </p>
  );
}
