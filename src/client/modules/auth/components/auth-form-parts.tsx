import type { ComponentProps } from 'react';
import { pl } from '../../../i18n/pl.ts';
import { Button } from '../../../ui/button.tsx';
import { Checkbox, PasswordField } from '../../../ui/field.tsx';
import { TextLink } from './auth-card.tsx';

/** The full-width submit button of an auth form, saying what it is doing while the form submits. */
export function AuthSubmitButton({
  submitting,
  labels,
}: {
  submitting: boolean;
  labels: { submit: string; submitting: string };
}) {
  return (
    <Button type="submit" size="lg" className="w-full" loading={submitting}>
      {submitting ? labels.submitting : labels.submit}
    </Button>
  );
}

/** The repeated new password: same label and autofill in every form that sets a password. */
export function ConfirmPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete'>) {
  return <PasswordField label={pl.auth.confirmPassword} autoComplete="new-password" {...props} />;
}

/** A consent to a document: the sentence, then a link opening the document in a new tab. */
export function DocumentConsentCheckbox({
  text,
  to,
  linkText,
  ...props
}: Omit<ComponentProps<typeof Checkbox>, 'label'> & { text: string; to: string; linkText: string }) {
  return (
    <Checkbox
      label={
        <>
          {text}{' '}
          <TextLink to={to} target="_blank">
            {linkText}
          </TextLink>
        </>
      }
      {...props}
    />
  );
}
