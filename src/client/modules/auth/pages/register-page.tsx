import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { PasswordField, TextField } from '../../../ui/field.tsx';
import { AuthSubmitButton, ConfirmPasswordField, DocumentConsentCheckbox } from '../components/auth-form-parts.tsx';
import { AuthCard, FooterLink } from '../components/auth-card.tsx';
import { PasswordStrength } from '../components/password-strength.tsx';
import type { RegisterValues } from '../lib/schemas.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { signUp } from '../lib/sign-up.ts';
import { EmailField } from '../components/email-field.tsx';

const resolver = lazyZodResolver<RegisterValues>(() => import('../lib/schemas.ts').then((m) => m.registerSchema));

/** The older registration form (spec 2): name, strength meter, one terms checkbox. */
export default function RegisterPage() {
  const t = pl.auth.register;
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = async (v: RegisterValues) => {
    if (await signUp({ name: v.name, email: v.email, password: v.password })) await navigate('/auth/verify');
  };

  return (
    <AuthCard
      title={t.title}
      subtitle={t.subtitle}
      footer={
        <div className="space-y-2">
          <FooterLink text={t.haveAccount} to="/auth/login" link={t.login} />
          <FooterLink text={t.newerForm} to="/auth/signup" link={pl.auth.signup.title} />
        </div>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <TextField label={pl.auth.name} autoComplete="given-name" error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
        <div className="space-y-3">
          <PasswordField
            label={pl.auth.password}
            autoComplete="new-password"
            hint={t.strengthTips}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrength password={password} />
        </div>
        <ConfirmPasswordField error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <DocumentConsentCheckbox
          text={t.acceptTerms}
          to="/terms"
          linkText={t.termsLink}
          error={errors.acceptTerms?.message}
          {...register('acceptTerms')}
        />
        <AuthSubmitButton submitting={isSubmitting} labels={t} />
      </form>
    </AuthCard>
  );
}
