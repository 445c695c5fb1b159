import { PRODUCT_NAME } from '#core/brand.ts';
import { pluralForm } from '#core/text/plural.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Polish duration for "ważny przez …" (accusative: 1 godzinę, 2 godziny, 5 godzin). */
export function validFor(seconds: number): string {
  if (seconds % 3600 === 0) {
    const h = seconds / 3600;
    return h === 1 ? '1 godzinę' : `${h} ${pluralForm(h, { one: 'godzinę', few: 'godziny', many: 'godzin' })}`;
  }
  const m = Math.max(1, Math.round(seconds / 60));
  return m === 1 ? '1 minutę' : `${m} ${pluralForm(m, { one: 'minutę', few: 'minuty', many: 'minut' })}`;
}

interface ActionEmail {
  subject: string;
  heading: string;
  intro: string;
  /** A code the reader types somewhere, set large under the intro. */
  code?: string;
  action: string;
  url: string;
  validity: string;
  ignore: string;
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A call-to-action button row of the layout. */
export function emailButton(label: string, href: string): string {
  return `<tr><td align="center" style="padding-bottom:24px">
          <a href="${escapeHtml(href)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:bold;font-size:16px;padding:14px 28px;border-radius:8px">${escapeHtml(label)}</a>
        </td></tr>`;
}

/** One layout for every e-mail (table rows inside a card): inline styles only, because mail clients strip <style>. */
export function emailLayout(subject: string, rows: string): string {
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fb;padding:24px 0">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
        <tr><td style="font-size:20px;font-weight:bold;color:#4338ca;padding-bottom:16px">${escapeHtml(PRODUCT_NAME)}</td></tr>
        ${rows}
      </table>
    </td></tr>
  </table>
</body>
</html>`;
}

/** The transactional layout: greeting, one action, validity and what to do if it was not you. */
function renderAction(e: ActionEmail): RenderedEmail {
  const subject = `${e.subject} — ${PRODUCT_NAME}`;
  const text = [
    'Dzień dobry!',
    '',
    e.intro,
    '',
    ...(e.code ? [e.code, ''] : []),
    `${e.action}:`,
    e.url,
    '',
    e.validity,
    e.ignore,
    '',
    `Zespół ${PRODUCT_NAME}`,
  ].join('\n');
  const url = escapeHtml(e.url);
  const html = emailLayout(
    subject,
    `<tr><td style="font-size:22px;font-weight:bold;padding-bottom:12px">${escapeHtml(e.heading)}</td></tr>
        <tr><td style="font-size:16px;line-height:1.5;padding-bottom:8px">Dzień dobry!</td></tr>
        <tr><td style="font-size:16px;line-height:1.5;padding-bottom:24px">${escapeHtml(e.intro)}</td></tr>
        ${e.code ? `<tr><td align="center" style="font-family:'Courier New',monospace;font-size:26px;font-weight:bold;letter-spacing:2px;color:#111827;background:#eef2ff;border-radius:8px;padding:14px;margin-bottom:24px">${escapeHtml(e.code)}</td></tr><tr><td style="height:24px"></td></tr>` : ''}
        ${emailButton(e.action, e.url)}
        <tr><td style="font-size:14px;line-height:1.5;color:#4b5563;padding-bottom:8px">Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br><a href="${url}" style="color:#4338ca;word-break:break-all">${url}</a></td></tr>
        <tr><td style="font-size:14px;line-height:1.5;color:#4b5563;padding-bottom:8px">${escapeHtml(e.validity)}</td></tr>
        <tr><td style="font-size:14px;line-height:1.5;color:#4b5563;padding-bottom:24px">${escapeHtml(e.ignore)}</td></tr>
        <tr><td style="font-size:14px;color:#6b7280">Zespół ${escapeHtml(PRODUCT_NAME)}</td></tr>`,
  );
  return { subject, html, text };
}

export function verificationEmail(p: { url: string; expiresInSeconds: number }): RenderedEmail {
  return renderAction({
    subject: 'Potwierdź adres e-mail',
    heading: 'Potwierdź adres e-mail',
    intro: `Dziękujemy za założenie konta w serwisie ${PRODUCT_NAME}. Aby dokończyć rejestrację, potwierdź swój adres e-mail.`,
    action: 'Potwierdź adres e-mail',
    url: p.url,
    validity: `Link jest ważny przez ${validFor(p.expiresInSeconds)}.`,
    ignore:
      'Jeśli nikt z Twojej rodziny nie zakładał konta na ten adres, zignoruj tę wiadomość — bez potwierdzenia konto pozostanie nieaktywne.',
  });
}

export function magicLinkEmail(p: { url: string; expiresInSeconds: number }): RenderedEmail {
  return renderAction({
    subject: 'Twój link do logowania',
    heading: 'Twój link do logowania',
    intro: `Kliknij poniższy przycisk, aby zalogować się do serwisu ${PRODUCT_NAME} bez hasła.`,
    action: 'Zaloguj się',
    url: p.url,
    validity: `Link jest ważny przez ${validFor(p.expiresInSeconds)} i działa tylko raz.`,
    ignore:
      'Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość — bez kliknięcia w link nikt nie zaloguje się na Twoje konto.',
  });
}

export function passwordResetEmail(p: { url: string; expiresInSeconds: number }): RenderedEmail {
  return renderAction({
    subject: 'Ustaw nowe hasło',
    heading: 'Ustaw nowe hasło',
    intro: `Otrzymaliśmy prośbę o zmianę hasła do Twojego konta w serwisie ${PRODUCT_NAME}.`,
    action: 'Ustaw nowe hasło',
    url: p.url,
    validity: `Link jest ważny przez ${validFor(p.expiresInSeconds)}.`,
    ignore: 'Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość — dotychczasowe hasło pozostanie bez zmian.',
  });
}

/** The confirmation of an account deletion (RODO art. 17): nothing is removed until the link is used. */
export function accountDeletionEmail(p: { url: string; expiresInSeconds: number }): RenderedEmail {
  return renderAction({
    subject: 'Potwierdź usunięcie konta',
    heading: 'Potwierdź usunięcie konta',
    intro:
      'Otrzymaliśmy prośbę o usunięcie konta rodzica wraz z profilami dzieci, ich wynikami i historią nauki. Tej operacji nie można cofnąć.',
    action: 'Usuń konto',
    url: p.url,
    validity: `Link jest ważny przez ${validFor(p.expiresInSeconds)}.`,
    ignore: 'Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość — konto i dane pozostaną bez zmian.',
  });
}

/** Absolute http(s) links in a plain-text body, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

/** The answer to a request for access (decision 0027): a single-use code for the requested plan. */
export function accessCodeEmail(p: {
  url: string;
  code: string;
  planName: string;
  durationDays: number;
  validUntil: string;
}): RenderedEmail {
  const days = `${p.durationDays} ${pluralForm(p.durationDays, { one: 'dzień', few: 'dni', many: 'dni' })}`;
  return renderAction({
    subject: `Twój kod dostępu do planu ${p.planName}`,
    heading: 'Twój kod dostępu',
    intro: `Dziękujemy za prośbę o dostęp do serwisu ${PRODUCT_NAME}. Oto kod, który włącza plan ${p.planName} na ${days}. Zaloguj się (albo załóż konto) i wpisz kod w Ustawieniach lub na stronie Cennik — przycisk poniżej otworzy go gotowy do aktywacji.`,
    code: p.code,
    action: 'Aktywuj kod',
    url: p.url,
    validity: `Kod można aktywować do ${p.validUntil}, jeden raz.`,
    ignore: 'Jeśli nikt z Twojej rodziny nie prosił o dostęp, zignoruj tę wiadomość.',
  });
}
