import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { PRODUCT_NAME } from '#core/brand.ts';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { extractLinks } from './templates.ts';

const LIST_LIMIT = 100;
const idSchema = z.uuid();

type OutboxRow = typeof emailOutbox.$inferSelect;

function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const dateFormat = new Intl.DateTimeFormat('pl-PL', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Warsaw',
});

const STYLE = `
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1f2937}
  main{max-width:880px;margin:0 auto;padding:24px 16px}
  h1{font-size:24px;margin:0 0 4px}
  p.lead{color:#4b5563;margin:0 0 20px}
  ul.list{list-style:none;padding:0;margin:0}
  ul.list li{background:#fff;border-radius:10px;margin-bottom:10px;padding:14px 16px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
  .meta{font-size:13px;color:#6b7280}
  .subject{font-weight:600;font-size:16px;color:#1f2937;text-decoration:none}
  .subject:hover{text-decoration:underline}
  .links a{display:inline-block;margin:6px 8px 0 0;color:#4338ca;word-break:break-all;font-size:14px}
  .card{background:#fff;border-radius:10px;padding:20px;box-shadow:0 1px 2px rgba(0,0,0,.06);margin-bottom:16px}
  pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;font-size:15px;margin:0}
  iframe{width:100%;height:620px;border:1px solid #e5e7eb;border-radius:8px;background:#fff}
  a.back{color:#4338ca}
  .badge{display:inline-block;font-size:12px;padding:2px 8px;border-radius:999px;background:#e0e7ff;color:#3730a3;margin-left:6px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — ${escapeHtml(PRODUCT_NAME)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function linksHtml(links: string[]): string {
  if (links.length === 0) return '';
  return `<div class="links">${links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('')}</div>`;
}

function toJson(row: OutboxRow) {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
    links: extractLinks(row.text),
  };
}

/**
 * The development mailbox: every e-mail the app wrote to the outbox, newest first. Mounted only
 * outside production (see app.ts), where it lets a first run finish sign-up without SMTP.
 */
export function devMailboxRoutes(db: Db) {
  const app = new Hono();
  const latest = () => db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(LIST_LIMIT);

  app.get('/mailbox.json', async (c) => {
    const rows = await latest();
    c.header('cache-control', 'no-store');
    return c.json({ messages: rows.map(toJson) });
  });

  app.get('/mailbox', async (c) => {
    const rows = await latest();
    const items = rows
      .map((r) => {
        const links = extractLinks(r.text);
        return `<li>
          <a class="subject" href="/dev/mailbox/${r.id}">${escapeHtml(r.subject)}</a>
          <div class="meta">Do: ${escapeHtml(r.to)} · ${escapeHtml(dateFormat.format(r.createdAt))}${
            r.status === 'pending' ? '<span class="badge">oczekuje</span>' : ''
          }</div>
          ${linksHtml(links)}
        </li>`;
      })
      .join('');
    const body = `<h1>Skrzynka deweloperska</h1>
      <p class="lead">E-maile wysłane przez aplikację (bez serwera SMTP). Najnowsze na górze. Odśwież stronę, aby zobaczyć nowe.</p>
      ${rows.length ? `<ul class="list">${items}</ul>` : '<div class="card">Skrzynka jest pusta. Zarejestruj się lub poproś o link do logowania, a wiadomość pojawi się tutaj.</div>'}`;
    c.header('cache-control', 'no-store');
    return c.html(page('Skrzynka deweloperska', body));
  });

  app.get('/mailbox/:id', async (c) => {
    const id = idSchema.safeParse(c.req.param('id'));
    const [row] = id.success ? await db.select().from(emailOutbox).where(eq(emailOutbox.id, id.data)).limit(1) : [];
    if (!row) {
      return c.html(
        page(
          'Nie znaleziono',
          '<h1>Nie znaleziono wiadomości</h1><p><a class="back" href="/dev/mailbox">← Wróć do skrzynki</a></p>',
        ),
        404,
      );
    }
    const body = `<p><a class="back" href="/dev/mailbox">← Wróć do skrzynki</a></p>
      <div class="card">
        <h1>${escapeHtml(row.subject)}</h1>
        <div class="meta">Do: ${escapeHtml(row.to)} · ${escapeHtml(dateFormat.format(row.createdAt))}</div>
        ${linksHtml(extractLinks(row.text))}
      </div>
      <div class="card"><pre>${escapeHtml(row.text)}</pre></div>
      <div class="card"><iframe title="Wersja HTML wiadomości" sandbox="" srcdoc="${escapeHtml(row.html)}"></iframe></div>`;
    c.header('cache-control', 'no-store');
    return c.html(page(row.subject, body));
  });

  return app;
}
