import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { familyPl } from '../../../i18n/family.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { Alert, Card } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { ShieldIcon } from '../../../ui/icons.tsx';
import { EXPORT_URL, requestAccountDeletion } from '../lib/account-data.ts';

const t = familyPl.dataRights;

/** RODO art. 15, 17 and 20 from the settings: download everything, or delete the account after an e-mailed link. */
export function DataRightsCard() {
  const [confirming, setConfirming] = useState(false);
  const request = useMutation({ mutationFn: requestAccountDeletion, onSuccess: () => setConfirming(false) });

  return (
    <section aria-labelledby="data-rights-title">
      <Card>
        <div className="flex items-start gap-3">
          <div className="grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-700">
            <ShieldIcon className="size-5" />
          </div>
          <div>
            <h2 id="data-rights-title" className="text-xl font-bold text-slate-900">
              {t.title}
            </h2>
            <p className="mt-1 text-slate-600">{t.text}</p>
          </div>
        </div>

        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="font-semibold text-slate-900">{t.exportTitle}</h3>
            <p className="mt-1 text-sm text-slate-600">{t.exportText}</p>
            <a href={EXPORT_URL} download className={buttonClass('secondary', 'md', 'mt-3')}>
              {t.exportAction}
            </a>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">{t.deleteTitle}</h3>
            <p className="mt-1 text-sm text-slate-600">{t.deleteText}</p>
            <Button variant="danger" className="mt-3" onClick={() => setConfirming(true)}>
              {t.deleteAction}
            </Button>
          </div>
        </div>

        {request.isSuccess && (
          <div className="mt-6">
            <Alert tone="success" title={t.sentTitle}>
              {t.sent(request.data.sentTo)}
            </Alert>
          </div>
        )}

        <Dialog open={confirming} onClose={() => setConfirming(false)} title={t.dialogTitle} description={t.dialogText}>
          {request.isError && (
            <div className="mb-4">
              <Alert tone="error">{t.sendFailed}</Alert>
            </div>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t.dialogCancel}
            </Button>
            <Button variant="danger" loading={request.isPending} onClick={() => request.mutate()}>
              {t.dialogSend}
            </Button>
          </div>
        </Dialog>
      </Card>
    </section>
  );
}
