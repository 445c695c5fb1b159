/** The base32 key inside an otpauth:// URI, for typing into an app by hand. */
export function totpSecret(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** Groups of four characters, as authenticator apps show keys ("ABCD EFGH …"). */
export function groupKey(key: string): string {
  return key.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** Drawn by the shared QR component; kept here for the enrolment's own tests. */
export { qrPath } from '../../../ui/qr-code.tsx';
