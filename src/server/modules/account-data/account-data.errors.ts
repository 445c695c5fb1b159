import { defineError } from '../../errors.ts';

export const AccountDataErrors = {
  // One answer for a forged, expired or already used link: nothing about the account is revealed.
  deletionLinkInvalid: defineError(
    'account.deletion_link_invalid',
    400,
    'Link do usunięcia konta jest nieprawidłowy lub wygasł. Poproś o nowy w ustawieniach.',
  ),
} as const;
