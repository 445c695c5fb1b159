import { offersLightMode } from '#core/notifications/settings.ts';
import { TIME_ZONE_LABELS, TIME_ZONES } from '#core/time/zones.ts';
import type { Student } from '#server/contract.ts';
import { familyPl } from '../../../i18n/family.ts';
import { Checkbox } from '../../../ui/field.tsx';
import type { ParentSettings } from '../lib/settings.ts';
import { HOUR_OPTIONS, SelectField, SettingsSection } from './settings-controls.tsx';

const t = familyPl.notifications;

interface SectionProps {
  value: ParentSettings;
  change: (patch: Partial<ParentSettings>) => void;
}

export function TimeZoneSection({ value, change }: SectionProps) {
  return (
    <SettingsSection title={t.timezone.title}>
      <SelectField
        label={t.timezone.label}
        hint={t.timezone.hint}
        value={value.timezone}
        options={TIME_ZONES.map((z) => ({ value: z, label: TIME_ZONE_LABELS[z] }))}
        onChange={(timezone) => change({ timezone })}
      />
    </SettingsSection>
  );
}

export function DailyReminderSection({ value, change }: SectionProps) {
  return (
    <SettingsSection title={t.daily.title}>
      <Checkbox
        label={t.daily.toggle}
        checked={value.daily_reminder_enabled}
        onChange={(e) => change({ daily_reminder_enabled: e.target.checked })}
      />
      <SelectField
        label={t.daily.hour}
        value={value.daily_reminder_hour}
        options={HOUR_OPTIONS}
        disabled={!value.daily_reminder_enabled}
        onChange={(daily_reminder_hour) => change({ daily_reminder_hour })}
      />
    </SettingsSection>
  );
}

export function WeeklyReportSection({ value, change }: SectionProps) {
  return (
    <SettingsSection title={t.weekly.title}>
      <Checkbox
        label={t.weekly.toggle}
        checked={value.weekly_report_enabled}
        onChange={(e) => change({ weekly_report_enabled: e.target.checked })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.weekly.weekday}
          value={value.weekly_report_weekday}
          options={t.weekdays.map((label, i) => ({ value: i + 1, label }))}
          disabled={!value.weekly_report_enabled}
          onChange={(weekly_report_weekday) => change({ weekly_report_weekday })}
        />
        <SelectField
          label={t.weekly.hour}
          value={value.weekly_report_hour}
          options={HOUR_OPTIONS}
          disabled={!value.weekly_report_enabled}
          onChange={(weekly_report_hour) => change({ weekly_report_hour })}
        />
      </div>
    </SettingsSection>
  );
}

/** Default quiet hours when the parent switches them on (the defaults of core settings). */
const QUIET_DEFAULT = { quiet_hours_start: 21, quiet_hours_end: 7 };

export function QuietHoursSection({ value, change }: SectionProps) {
  const on = value.quiet_hours_start !== null && value.quiet_hours_end !== null;
  return (
    <SettingsSection title={t.quiet.title}>
      <Checkbox
        label={t.quiet.toggle}
        checked={on}
        onChange={(e) => change(e.target.checked ? QUIET_DEFAULT : { quiet_hours_start: null, quiet_hours_end: null })}
      />
      {on && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t.quiet.start}
              value={value.quiet_hours_start!}
              options={HOUR_OPTIONS}
              onChange={(quiet_hours_start) => change({ quiet_hours_start })}
            />
            <SelectField
              label={t.quiet.end}
              value={value.quiet_hours_end!}
              options={HOUR_OPTIONS}
              onChange={(quiet_hours_end) => change({ quiet_hours_end })}
            />
          </div>
          <p className="text-sm text-slate-600">{t.quiet.hint}</p>
          {value.quiet_hours_start === value.quiet_hours_end && (
            <p role="alert" className="text-sm font-medium text-rose-700">
              {t.quiet.same}
            </p>
          )}
        </>
      )}
    </SettingsSection>
  );
}

/** Spec 6: light mode is offered only for grades 5–6 and 1LO. */
export function LightModeSection({ value, change, students }: SectionProps & { students: readonly Student[] }) {
  const eligible = students.filter((c) => offersLightMode(c.grade));
  return (
    <SettingsSection title={t.light.title} badge={t.light.beta}>
      <p className="text-slate-600">{t.light.text}</p>
      {eligible.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{t.light.onlyFor}</p>
      ) : (
        <>
          <Checkbox
            label={t.light.toggle}
            checked={value.light_mode_enabled}
            onChange={(e) => change({ light_mode_enabled: e.target.checked })}
          />
          <p className="text-sm text-slate-600">
            {t.light.appliesTo(eligible.map((c) => c.nickname).join(', '))} {t.light.onlyFor}
          </p>
        </>
      )}
    </SettingsSection>
  );
}
