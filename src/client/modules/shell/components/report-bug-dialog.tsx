import { useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../../lib/api.ts';
import { pl } from '../../../i18n/pl.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast-later.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextAreaField } from '../../../ui/field.tsx';
import { BUG_DESCRIPTION_MAX, canSubmitBugReport } from '../lib/bug-report.ts';

export function ReportBugDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const location = useLocation();

  async function submit() {
    if (!canSubmitBugReport(text)) return;
    setSending(true);
    try {
      await api.post('/api/feedback/bug', { description: text.trim(), page: location.pathname });
      setText('');
      toast.success(pl.bug.success, { description: pl.bug.successDescription });
      onClose();
    } catch {
      toast.error(pl.common.error, { description: pl.bug.failure });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={pl.bug.title} description={pl.bug.description}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="space-y-4"
      >
        <TextAreaField
          label={pl.bug.label}
          placeholder={pl.bug.placeholder}
          value={text}
          maxLength={BUG_DESCRIPTION_MAX}
          onChange={(e) => setText(e.target.value)}
          aside={
            <span className="text-sm tabular-nums text-slate-600">
              {pl.bug.counter(text.length, BUG_DESCRIPTION_MAX)}
            </span>
          }
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {pl.bug.cancel}
          </Button>
          <Button type="submit" disabled={!canSubmitBugReport(text)} loading={sending}>
            {sending ? pl.bug.submitting : pl.bug.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
