import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { PasswordField } from '../../../ui/field.tsx';
import { AuthSubmitButton, ConfirmPasswordField, DocumentConsentCheckbox } from '../components/auth-form-parts.tsx';
import { AuthCard, FooterLink } from '../components/auth-card.tsx';
import type { SignupValues } from '../lib/schemas.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { signUp } from '../lib/sign-up.ts';
import { EmailField } from '../components/email-field.tsx';

const resolver = lazyZodResolver<SignupValues>(() => import('../lib/schemas.ts').then((m) => m.signupSchema));

/** The newer sign-up form (spec 2): no name, stronger password rules, terms and privacy apart. */
export default function SignupPage() {
  const t = pl.auth.signup;
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver,
    defaultValues: { email: '', password: '', confirmPassword: '', acceptTerms: false, acceptPrivacy: false },
  });

  const onSubmit = async (v: SignupValues) => {
    // The newer form asks no name: the dashboard then greets "Rodzicu".
    if (await signUp({ name: '', email: v.email, password: v.password })) await navigate('/auth/verify');
  };

  return (
    <AuthCard
      title={t.title}
      subtitle={t.subtitle}
      footer={<FooterLink text={t.haveAccount} to="/auth/login" link={t.login} />}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={pl.auth.password}
          autoComplete="new-password"
          hint={t.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <ConfirmPasswordField error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <div className="space-y-3">
          <DocumentConsentCheckbox
            text={t.acceptTermsPrefix}
            to="/terms"
            linkText={t.termsLink}
            error={errors.acceptTerms?.message}
            {...register('acceptTerms')}
          />
          <DocumentConsentCheckbox
            text={t.acceptPrivacyPrefix}
            to="/privacy"
            linkText={t.privacyLink}
            error={errors.acceptPrivacy?.message}
            {...register('acceptPrivacy')}
          />
        </div>
        <AuthSubmitButton submitting={isSubmitting} labels={t} />
      </form>
    </AuthCard>
  );
}
