import { twoFactorPl } from '../../../i18n/two-factor.ts';
import { QrCode } from '../../../ui/qr-code.tsx';

/** The otpauth:// URI as a QR code, drawn in the browser: the secret never leaves the page. */
export function TotpQr({ uri }: { uri: string }) {
  const t = twoFactorPl.security;
  return <QrCode value={uri} label={t.qrLabel} loadingLabel={t.qrLoading} />;
}
