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

/** One SVG path drawing every dark module of a QR matrix as a 1×1 square. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}
