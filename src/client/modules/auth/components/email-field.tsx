import type { ComponentProps } from 'react';
import { pl } from '../../../i18n/pl.ts';
import { TextField } from '../../../ui/field.tsx';

/** The e-mail input every auth form uses: same label, keyboard, autofill and placeholder. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return (
    <TextField
      label={pl.auth.email}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={pl.auth.emailPlaceholder}
      {...props}
    />
  );
}
