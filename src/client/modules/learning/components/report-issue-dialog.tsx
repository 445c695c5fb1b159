import { useId, useState } from 'react';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { learningPl } from '../../../i18n/learning.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FieldError, TextAreaField } from '../../../ui/field.tsx';
import {
  ISSUE_DESCRIPTION_MAX,
  ISSUE_TYPES,
  issueReportValid,
  sendIssueReport,
  type IssueContext,
  type IssueType,
} from '../lib/reports.ts';

const t = learningPl.report;

interface ReportIssueDialogProps {
  open: boolean;
  onClose: () => void;
  questionId: string;
  attemptId?: string;
  context?: IssueContext;
}

/** "Zgłoś problem z zadaniem": type + description (≤ 1000), stored as a reported issue (status open). */
export function ReportIssueDialog({ open, onClose, questionId, attemptId, context }: ReportIssueDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={t.title} description={t.description}>
      {/* Remounted per opening so a new report starts empty. */}
      {open && <ReportForm questionId={questionId} attemptId={attemptId} context={context} onDone={onClose} />}
    </Dialog>
  );
}

function ReportForm({
  questionId,
  attemptId,
  context,
  onDone,
}: {
  questionId: string;
  attemptId?: string;
  context?: IssueContext;
  onDone: () => void;
}) {
  const [type, setType] = useState<IssueType | null>(null);
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const groupId = useId();
  const errorId = useId();
  const valid = issueReportValid(type, description);

  async function submit() {
    setTried(true);
    if (!valid || type === null) return;
    setSending(true);
    try {
      await sendIssueReport({ questionId, attemptId, issueType: type, description, context });
      toast.success(t.success, { description: t.successText });
      onDone();
    } catch {
      toast.error(pl.common.error, { description: t.failure });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset aria-describedby={tried && !valid ? errorId : undefined}>
        <legend id={groupId} className="mb-2 text-sm font-semibold text-slate-800">
          {t.typeLabel}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {ISSUE_TYPES.map((value) => (
            <label
              key={value}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 px-3 py-2 text-sm font-medium transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-indigo-500',
                type === value
                  ? 'border-indigo-600 bg-indigo-50 text-indigo-950'
                  : 'border-slate-200 text-slate-800 hover:border-indigo-300',
              )}
            >
              <input
                type="radio"
                name={`${groupId}-type`}
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
                className="size-4 accent-indigo-600"
              />
              {t.types[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t.descriptionLabel}
        placeholder={t.placeholder}
        value={description}
        maxLength={ISSUE_DESCRIPTION_MAX}
        onChange={(e) => setDescription(e.target.value)}
        aside={
          <span className="text-sm text-slate-600 tabular-nums">
            {t.counter(description.length, ISSUE_DESCRIPTION_MAX)}
          </span>
        }
      />
      {tried && !valid && <FieldError id={errorId} error={t.required} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={sending}>
          {sending ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
