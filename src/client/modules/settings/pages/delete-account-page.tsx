import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { familyPl } from '../../../i18n/family.ts';
import { isApiError } from '../../../lib/api.ts';
import { clearSessionData } from '../../../lib/session.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Alert, Card, Container } from '../../../ui/card.tsx';
import { confirmAccountDeletion } from '../lib/account-data.ts';

const t = familyPl.deleteAccount;

/**
 * /account/delete?token=: the e-mailed link opens this page, and only the button deletes (a mail
 * scanner that follows links must not delete anybody's account).
 */
export default function DeleteAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => confirmAccountDeletion(token),
    onSuccess: () => {
      clearSessionData();
      void navigate('/account/deleted', { replace: true });
    },
  });
  const error = !token
    ? t.missing
    : remove.isError
      ? isApiError(remove.error, 'account.deletion_link_invalid')
        ? t.invalid
        : t.failed
      : null;

  return (
    <Container size="sm" className="py-10 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{t.text}</p>
        {error && (
          <div className="mt-6">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button
            variant="danger"
            size="lg"
            loading={remove.isPending}
            disabled={!token || isApiError(remove.error, 'account.deletion_link_invalid')}
            onClick={() => remove.mutate()}
          >
            {t.confirm}
          </Button>
          <Link to="/parent/settings" className={buttonClass('secondary', 'lg')}>
            {t.cancel}
          </Link>
        </div>
      </Card>
    </Container>
  );
}
