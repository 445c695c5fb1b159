import { defineError } from '../../errors.ts';

export const NotificationErrors = {
  noChildren: defineError(
    'notification.no_children',
    409,
    'Dodaj dziecko, aby wysłać testowy e-mail — wiadomości opisują postępy dzieci',
  ),
} as const;
