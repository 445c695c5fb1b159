import { Hono } from 'hono';
import { PRODUCT_NAME } from '#core/brand.ts';
import type { NotificationKind } from '#core/notifications/settings.ts';
import type { AppEnv } from '../../http/env.ts';
import { escapeHtml } from '../../mail/templates.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import { switchOff } from '../settings/settings.usecases.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

const WHAT: Record<NotificationKind, { list: string; done: string }> = {
  weekly_report: { list: 'raportów tygodniowych', done: 'Raporty tygodniowe zostały wyłączone.' },
  daily_reminder: { list: 'codziennych przypomnień', done: 'Codzienne przypomnienia zostały wyłączone.' },
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — ${escapeHtml(PRODUCT_NAME)}</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f4f6fb;color:#1f2937">
<main style="max-width:520px;margin:48px auto;padding:32px;background:#fff;border-radius:12px">
<p style="font-size:20px;font-weight:bold;color:#4338ca;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="font-size:24px;margin:0 0 12px">${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

const settingsLink =
  '<p style="line-height:1.5">Powiadomienia włączysz ponownie w <a href="/parent/settings" style="color:#4338ca">ustawieniach</a>.</p>';

/**
 * /email/unsubscribe?token=…: the link in every scheduled e-mail. GET asks for a confirmation
 * (link scanners must not unsubscribe anyone); POST switches the kind off, also as RFC 8058
 * one-click from the mail client (List-Unsubscribe-Post). Outside /api: mail providers post it
 * from their servers, without the session or an Origin of ours; the signed token is the authority.
 */
export function unsubscribeRoutes(deps: { settings: SettingsRepository; secret: string; now: () => Date }) {
  const invalid = page(
    'Link jest nieprawidłowy',
    `<p style="line-height:1.5">Ten link do wypisania się jest niepełny lub uszkodzony. Skopiuj go z wiadomości w całości albo zmień powiadomienia w ustawieniach.</p>${settingsLink}`,
  );
  return new Hono<AppEnv>()
    .get('/unsubscribe', (c) => {
      const token = c.req.query('token') ?? '';
      const read = readUnsubscribeToken(token, deps.secret);
      if (!read) return c.html(invalid, 400);
      const action = `/email/unsubscribe?token=${encodeURIComponent(token)}`;
      return c.html(
        page(
          'Wypisać się?',
          `<p style="line-height:1.5">Nie będziesz otrzymywać ${escapeHtml(WHAT[read.kind].list)} na ten adres e-mail.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" style="background:#4338ca;color:#fff;border:0;border-radius:8px;padding:12px 24px;font-size:16px;font-weight:bold;cursor:pointer">Wypisz mnie</button></form>`,
        ),
      );
    })
    .post('/unsubscribe', async (c) => {
      const read = readUnsubscribeToken(c.req.query('token') ?? '', deps.secret);
      if (!read) return c.html(invalid, 400);
      await switchOff({ parentId: read.userId, kind: read.kind }, deps);
      return c.html(
        page('Wypisano', `<p style="line-height:1.5">${escapeHtml(WHAT[read.kind].done)}</p>${settingsLink}`),
      );
    });
}
