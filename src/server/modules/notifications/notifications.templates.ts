import { PRODUCT_NAME } from '#core/brand.ts';
import type { WeeklyFigures, WeeklyMockExam, WeeklyTopic } from '#core/reports/weekly-report.ts';
import { pluralForm } from '#core/text/plural.ts';
import { MONTHS_GENITIVE } from '#core/text/months.ts';
import { emailButton, emailLayout, escapeHtml, type RenderedEmail } from '../../mail/templates.ts';

/** One child's part of the weekly e-mail. */
export interface WeeklyChild {
  nickname: string;
  /** Null: the child did not practise that week. */
  figures: WeeklyFigures | null;
  suggestions: string[];
  /** Mock exam results up to the week's end, oldest first (may be absent: none). */
  mockExams?: readonly WeeklyMockExam[];
}

export interface Links {
  /** The screen the e-mail leads to. */
  action: string;
  settings: string;
  unsubscribe: string;
}

/** "17–23 listopada 2026", "27 października – 2 listopada 2026" (Polish dates, spec section 9). */
export function weekLabel(weekStart: string, weekEnd: string): string {
  const [y1, m1, d1] = weekStart.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = weekEnd.split('-').map(Number) as [number, number, number];
  if (y1 !== y2) return `${d1} ${MONTHS_GENITIVE[m1 - 1]} ${y1} – ${d2} ${MONTHS_GENITIVE[m2 - 1]} ${y2}`;
  if (m1 !== m2) return `${d1} ${MONTHS_GENITIVE[m1 - 1]} – ${d2} ${MONTHS_GENITIVE[m2 - 1]} ${y2}`;
  return `${d1}–${d2} ${MONTHS_GENITIVE[m2 - 1]} ${y2}`;
}

const minutesText = (n: number) => `${n} ${pluralForm(n, { one: 'minuta', few: 'minuty', many: 'minut' })}`;
const sessionsText = (n: number) => `${n} ${pluralForm(n, { one: 'sesja', few: 'sesje', many: 'sesji' })}`;
const daysText = (n: number) => `${n} ${n === 1 ? 'dzień' : 'dni'}`;
const topicsText = (list: readonly WeeklyTopic[]) => list.map((t) => `${t.name} (${t.accuracy}%)`).join(', ');

/** "Egzaminy próbne: 56% (25.11), 61% (2.12)": the results over time. */
function mocksLine(mocks: readonly WeeklyMockExam[] | undefined): string[] {
  if (!mocks || mocks.length === 0) return [];
  const day = (date: string) => `${Number(date.slice(8, 10))}.${date.slice(5, 7)}`;
  return [`Egzaminy próbne: ${mocks.map((m) => `${m.percent}% (${day(m.date)})`).join(', ')}`];
}

/** The lines of one child's week, shared by the HTML and the plain text. */
function childLines(c: WeeklyChild): { facts: string[]; note: string | null } {
  const f = c.figures;
  if (!f) {
    return {
      facts: mocksLine(c.mockExams),
      note: 'W tym tygodniu nie było ćwiczeń. Nic straconego — krótka sesja w najbliższych dniach pomoże wrócić do rytmu.',
    };
  }
  const facts = [
    `Czas nauki: ${minutesText(f.minutes)}, ${sessionsText(f.sessions)}`,
    `Skuteczność: ${f.accuracy === null ? 'brak odpowiedzi' : `${f.accuracy}%`}`,
    `Seria: ${daysText(f.streak)} nauki z rzędu`,
  ];
  if (f.topics_mastered.length > 0) facts.push(`Opanowane tematy: ${topicsText(f.topics_mastered)}`);
  if (f.topics_weak.length > 0) facts.push(`Do poćwiczenia: ${topicsText(f.topics_weak)}`);
  facts.push(...mocksLine(c.mockExams));
  return { facts, note: null };
}

const TEST_NOTE = 'To jest wiadomość testowa wysłana z ustawień — tak będą wyglądać prawdziwe wiadomości.';

/** What differs between the scheduled e-mails; the frame (greeting, test note, footer) is shared. */
interface ScheduledEmail {
  subject: string;
  heading: string;
  intro: string;
  /** The body between the intro and the action, as plain-text lines and as layout rows. */
  bodyText: string[];
  bodyHtml: string;
  action: { button: string; text: string };
  /** Genitive plural of the kind, for "Nie chcesz otrzymywać …?". */
  kindLabel: string;
  links: Links;
  test?: boolean;
}

function renderScheduled(e: ScheduledEmail): RenderedEmail {
  const subject = `${e.test ? '[Test] ' : ''}${e.subject} — ${PRODUCT_NAME}`;
  const text = [
    'Dzień dobry!',
    '',
    ...(e.test ? [TEST_NOTE, ''] : []),
    e.intro,
    '',
    ...e.bodyText,
    `${e.action.text}: ${e.links.action}`,
    '',
    `Zespół ${PRODUCT_NAME}`,
    '',
    '—',
    `Nie chcesz otrzymywać ${e.kindLabel}? Wypisz się jednym kliknięciem: ${e.links.unsubscribe}`,
    `Godziny wysyłki i inne powiadomienia zmienisz w ustawieniach: ${e.links.settings}`,
  ].join('\n');
  const testNote = e.test
    ? `<tr><td style="font-size:14px;color:#92400e;background:#fef3c7;border-radius:8px;padding:8px 12px">${escapeHtml(TEST_NOTE)}</td></tr><tr><td style="height:12px"></td></tr>`
    : '';
  const html = emailLayout(
    subject,
    `<tr><td style="font-size:22px;font-weight:bold;padding-bottom:12px">${escapeHtml(e.heading)}</td></tr>
        ${testNote}
        <tr><td style="font-size:16px;line-height:1.5;padding-bottom:16px">Dzień dobry! ${escapeHtml(e.intro)}</td></tr>
        ${e.bodyHtml}
        ${emailButton(e.action.button, e.links.action)}
        <tr><td style="font-size:14px;color:#6b7280;padding-bottom:16px">Zespół ${escapeHtml(PRODUCT_NAME)}</td></tr>
        <tr><td style="font-size:13px;line-height:1.5;color:#6b7280;padding-top:16px;border-top:1px solid #e5e7eb">
          Nie chcesz otrzymywać ${escapeHtml(e.kindLabel)}? <a href="${escapeHtml(e.links.unsubscribe)}" style="color:#4338ca">Wypisz się jednym kliknięciem</a>.
          Godziny wysyłki zmienisz w <a href="${escapeHtml(e.links.settings)}" style="color:#4338ca">ustawieniach</a>.
        </td></tr>`,
  );
  return { subject, html, text };
}

export function weeklyReportEmail(p: {
  weekStart: string;
  weekEnd: string;
  children: readonly WeeklyChild[];
  links: Links;
  test?: boolean;
}): RenderedEmail {
  const label = weekLabel(p.weekStart, p.weekEnd);
  const list = (items: readonly string[]) =>
    `<ul style="margin:4px 0 0;padding-left:20px">${items.map((i) => `<li style="margin:2px 0">${escapeHtml(i)}</li>`).join('')}</ul>`;
  const parts = p.children.map((c) => ({ c, ...childLines(c) }));
  return renderScheduled({
    subject: `Raport tygodniowy: ${label}`,
    heading: 'Raport tygodniowy',
    intro: `Oto podsumowanie nauki w tygodniu ${label}.`,
    bodyText: parts.flatMap(({ c, facts, note }) => [
      c.nickname.toUpperCase(),
      ...facts.map((f) => `• ${f}`),
      ...(note ? [note] : []),
      ...(c.suggestions.length > 0 ? ['Co dalej:', ...c.suggestions.map((s) => `• ${s}`)] : []),
      '',
    ]),
    bodyHtml: parts
      .map(
        ({
          c,
          facts,
          note,
        }) => `<tr><td style="font-size:15px;line-height:1.5;padding:12px 16px;background:#f9fafb;border-radius:8px">
          <div style="font-size:17px;font-weight:bold">${escapeHtml(c.nickname)}</div>
          ${facts.length > 0 ? list(facts) : ''}
          ${note ? `<p style="margin:6px 0 0">${escapeHtml(note)}</p>` : ''}
          ${c.suggestions.length > 0 ? `<div style="margin-top:8px;font-weight:bold">Co dalej:</div>${list(c.suggestions)}` : ''}
        </td></tr>
        <tr><td style="height:12px"></td></tr>`,
      )
      .join('\n'),
    action: { button: 'Zobacz pełny raport', text: 'Pełny raport' },
    kindLabel: 'raportów tygodniowych',
    links: p.links,
    test: p.test,
  });
}

export function dailyReminderEmail(p: { nicknames: readonly string[]; links: Links; test?: boolean }): RenderedEmail {
  const names =
    p.nicknames.length > 1 ? `${p.nicknames.slice(0, -1).join(', ')} i ${p.nicknames.at(-1)}` : p.nicknames[0];
  return renderScheduled({
    subject: 'Przypomnienie: dziś jeszcze bez ćwiczeń',
    heading: 'Czas na matematykę',
    // Neutral about the child's gender too: "nie było ćwiczeń", never "nie ćwiczył(a)".
    intro: `Dziś nie było jeszcze ćwiczeń z matematyki (${names}). Krótka, 20-minutowa sesja wystarczy, żeby podtrzymać rytm nauki.`,
    bodyText: [],
    bodyHtml: '',
    action: { button: 'Przejdź do panelu', text: 'Rozpocznij sesję w panelu' },
    kindLabel: 'codziennych przypomnień',
    links: p.links,
    test: p.test,
  });
}
