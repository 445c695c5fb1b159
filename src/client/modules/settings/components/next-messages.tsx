import { nextReleases } from '#core/notifications/schedule.ts';
import { TIME_ZONE_LABELS } from '#core/time/zones.ts';
import { familyPl } from '../../../i18n/family.ts';
import type { ParentSettings } from '../lib/settings.ts';

const t = familyPl.notifications.next;

function formatIn(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('pl-PL', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/** When the next reminder and report go out with the settings as edited, in the chosen zone. */
export function NextMessages({ value, now }: { value: ParentSettings; now: Date }) {
  const next = nextReleases(value, now);
  return (
    <div className="rounded-xl border border-indigo-100 bg-indigo-50 px-4 py-3 text-indigo-950" aria-live="polite">
      <p className="font-semibold">{t.title}</p>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t.reminder}</dt>
        <dd data-testid="next-reminder">
          {next.daily_reminder ? formatIn(next.daily_reminder, value.timezone) : t.off}
        </dd>
        <dt className="font-medium">{t.report}</dt>
        <dd data-testid="next-report">{next.weekly_report ? formatIn(next.weekly_report, value.timezone) : t.off}</dd>
      </dl>
      <p className="mt-1 text-sm">{t.inZone(TIME_ZONE_LABELS[value.timezone])}</p>
    </div>
  );
}
