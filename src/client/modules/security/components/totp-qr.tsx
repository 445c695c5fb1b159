import { pl } from '../../../i18n/pl.ts';
import { QrCode } from '../../../ui/qr-code.tsx';

/** The otpauth:// URI as a QR code, drawn in the browser: the secret never leaves the page. */
export function TotpQr({ uri }: { uri: string }) {
  const t = pl.twoFactor.security;
  return <QrCode value={uri} label={t.qrLabel} loadingLabel={t.qrLoading} />;
}
