import { useQuery } from '@tanstack/react-query';
import { pl } from '../../../i18n/pl.ts';
import { familyPl } from '../../../i18n/family.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useSettingsForm } from '../hooks/use-settings-form.ts';
import { childrenQuery } from '../lib/settings.ts';
import { NextMessages } from './next-messages.tsx';
import {
  DailyReminderSection,
  LightModeSection,
  QuietHoursSection,
  TimeZoneSection,
  WeeklyReportSection,
} from './notification-sections.tsx';

const t = familyPl.notifications;

/** Time zone, reminders, weekly reports, quiet hours and light mode, saved together on the button. */
export function NotificationSettings() {
  const form = useSettingsForm();
  const children = useQuery(childrenQuery);
  const value = form.value;
  const invalidQuiet =
    value !== null && value.quiet_hours_start !== null && value.quiet_hours_start === value.quiet_hours_end;

  const { blocker } = form;
  return (
    <section aria-labelledby="notifications-title" id="powiadomienia" className="scroll-mt-24">
      <Dialog
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t.leaveTitle}
        description={t.leaveText}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            {t.leaveDiscard}
          </Button>
          <Button onClick={() => blocker.reset?.()}>{t.leaveStay}</Button>
        </div>
      </Dialog>
      <h2 id="notifications-title" className="text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-1 mb-4 text-slate-600">{t.subtitle}</p>
      {form.loadFailed ? (
        <Alert tone="error" title={t.loadFailed}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={form.reload}>
            {t.retry}
          </Button>
        </Alert>
      ) : value === null ? (
        <div className="h-64 animate-pulse rounded-2xl bg-slate-100" role="status" aria-label={pl.common.loading} />
      ) : (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            form.save();
          }}
        >
          <TimeZoneSection value={value} change={form.change} />
          <DailyReminderSection value={value} change={form.change} />
          <WeeklyReportSection value={value} change={form.change} />
          <QuietHoursSection value={value} change={form.change} />
          <LightModeSection value={value} change={form.change} students={children.data?.students ?? []} />
          <NextMessages value={value} now={new Date()} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button type="submit" size="lg" loading={form.saving} disabled={invalidQuiet}>
              {t.save}
            </Button>
            {form.dirty && <p className="text-sm text-slate-600">{t.unsaved}</p>}
          </div>
        </form>
      )}
    </section>
  );
}
