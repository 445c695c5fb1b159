export type CodeState = 'active' | 'revoked' | 'expired' | 'exhausted';

/** Whether a code can still be redeemed, and if not why (revocation wins, then expiry, then uses). */
export function codeState(
  code: { revokedAt: string | null; expiresAt: string; used: number; maxUses: number },
  now: Date,
): CodeState {
  if (code.revokedAt) return 'revoked';
  if (Date.parse(code.expiresAt) <= now.getTime()) return 'expired';
  if (code.used >= code.maxUses) return 'exhausted';
  return 'active';
}
