import { PRODUCT_NAME } from '#core/brand.ts';
import { emailButton, emailLayout, escapeHtml, type RenderedEmail } from '../../mail/templates.ts';

/** A plain notice to the parent: heading, paragraphs, one button to the parent panel. */
function notice(p: { subject: string; paragraphs: string[]; action: string; url: string }): RenderedEmail {
  const subject = `${p.subject} — ${PRODUCT_NAME}`;
  const text = [
    'Dzień dobry!',
    '',
    ...p.paragraphs.flatMap((x) => [x, '']),
    `${p.action}: ${p.url}`,
    '',
    `Zespół ${PRODUCT_NAME}`,
  ].join('\n');
  const html = emailLayout(
    subject,
    `<tr><td style="font-size:22px;font-weight:bold;padding-bottom:12px">${escapeHtml(p.subject)}</td></tr>
        <tr><td style="font-size:16px;line-height:1.5;padding-bottom:8px">Dzień dobry!</td></tr>
        ${p.paragraphs.map((x) => `<tr><td style="font-size:16px;line-height:1.5;padding-bottom:16px">${escapeHtml(x)}</td></tr>`).join('\n        ')}
        ${emailButton(p.action, p.url)}
        <tr><td style="font-size:14px;color:#6b7280">Zespół ${escapeHtml(PRODUCT_NAME)}</td></tr>`,
  );
  return { subject, html, text };
}

/** Five wrong PINs locked a child's PIN sign-in. */
export function pinLockedEmail(p: { nickname: string; minutes: number; url: string }): RenderedEmail {
  return notice({
    subject: 'Zablokowano logowanie PIN-em',
    paragraphs: [
      `Ktoś pięć razy wpisał błędny PIN przy logowaniu jako ${p.nickname}. Logowanie PIN-em tego dziecka jest zablokowane na ${p.minutes} minut.`,
      'Jeśli dziecko zapomniało PIN-u albo to nie było ono, ustaw nowy PIN w panelu rodzica (Logowanie dziecka).',
    ],
    action: 'Otwórz panel rodzica',
    url: p.url,
  });
}

/** A child tried to practise, but the family's trial or plan does not allow it. */
export function accessAskEmail(p: { nickname: string; url: string }): RenderedEmail {
  return notice({
    subject: `${p.nickname} chce się uczyć`,
    paragraphs: [
      `${p.nickname} próbuje ćwiczyć, ale dostęp do nauki w Twoim koncie się skończył. Dziecko widzi tylko prośbę, aby poprosić rodzica o przedłużenie dostępu.`,
      'Szczegóły planu i możliwości przedłużenia dostępu znajdziesz w panelu rodzica.',
    ],
    action: 'Przejdź do planów',
    url: p.url,
  });
}
