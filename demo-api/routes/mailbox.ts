/**
 * The development mailbox (no X-Tenant): every email the demo API "sends".
 *   GET /__demo/mailbox[?to=&tenant=]       a small HTML page, newest first, links clickable
 *   GET /__demo/mailbox.json[?to=&tenant=]  [{ id, tenant, to, subject, text, links, createdAt }]
 *   GET /__demo/mailbox/{id}/attachments/{n} one attachment of an email (an .ics, the QR's PNG)
 *   DELETE /__demo/mailbox                   empties it
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { clearMails, listMails, mailAttachment } from '../mail';
import { escapeHtml } from '../seed/i18n';

type Q = { to?: string; tenant?: string };

const clean = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** Text with its http(s) URLs turned into links. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

export const DEMO_PAGE_CSS = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2328; background: #f6f8fa; }
  body { margin: 0 auto; padding: 1.5rem 1rem 3rem; max-width: 52rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  a { color: #0b57d0; }
  a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  form { display: flex; flex-wrap: wrap; gap: .75rem; align-items: end; margin: 1rem 0 1.5rem; }
  label { display: flex; flex-direction: column; font-weight: 600; gap: .25rem; }
  input, select { font: inherit; padding: .5rem .6rem; min-height: 44px; box-sizing: border-box; border: 1px solid #57606a; border-radius: 6px; background: #fff; color: inherit; }
  button, .button { font: inherit; min-height: 44px; padding: .5rem 1rem; border-radius: 6px; border: 0; background: #0b57d0; color: #fff; cursor: pointer; text-decoration: none; display: inline-flex; align-items: center; }
  ol { list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem; }
  article { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 1rem; }
  .meta { color: #57606a; font-size: .9rem; margin: 0 0 .5rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
  .empty { color: #57606a; }
`;

export function mailboxRoutes(app: FastifyInstance, d: Deps) {
  app.get('/__demo/mailbox.json', async (req) => {
    const q = req.query as Q;
    return listMails(d, { to: clean(q.to), tenant: clean(q.tenant) });
  });

  app.get<{ Params: { id: string; n: string } }>('/__demo/mailbox/:id/attachments/:n', async (req, reply) => {
    const a = mailAttachment(d, Number(req.params.id), Number(req.params.n));
    if (!a) return reply.code(404).send({ message: 'Not found' });
    return reply
      .header('Content-Type', a.contentType)
      .header('Content-Disposition', `attachment; filename="${a.filename}"`)
      .header('Cache-Control', 'no-store')
      .send(a.encoding === 'base64' ? Buffer.from(a.content, 'base64') : a.content);
  });

  app.delete('/__demo/mailbox', async (_req, reply) => {
    clearMails(d);
    return reply.code(204).send();
  });

  app.get('/__demo/mailbox', async (req, reply) => {
    const q = req.query as Q;
    const to = clean(q.to);
    const tenant = clean(q.tenant);
    const mails = listMails(d, { to, tenant, limit: 100 });
    const items = mails
      .map(
        (m) => `<li><article aria-labelledby="m${m.id}">
  <h2 id="m${m.id}">${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · tenant ${escapeHtml(m.tenant)} · <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
  <pre>${linkify(m.text)}</pre>${
    m.attachments.length > 0
      ? `\n  <p class="meta">Attachments: ${m.attachments
          .map((a, n) => `<a href="/__demo/mailbox/${m.id}/attachments/${n}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a>`)
          .join(', ')}</p>`
      : ''
  }
</article></li>`,
      )
      .join('\n');
    const tenants = d.tenants.map((t) => `<option value="${escapeHtml(t.key)}"${t.key === tenant ? ' selected' : ''}>${escapeHtml(t.key)}</option>`).join('');
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo mailbox${to ? ` · ${escapeHtml(to)}` : ''}</title>
<style>${DEMO_PAGE_CSS}</style>
</head>
<body>
<main>
<h1>Demo mailbox</h1>
<p>Every email the demo API sends lands here, newest first. Nothing leaves this machine.</p>
<form method="get" action="/__demo/mailbox" role="search" aria-label="Filter emails">
  <label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}" autocomplete="off"></label>
  <label>Tenant <select name="tenant"><option value="">All</option>${tenants}</select></label>
  <button type="submit">Filter</button>
  ${to || tenant ? '<a class="button" href="/__demo/mailbox">Show all</a>' : ''}
</form>
<p aria-live="polite">${mails.length === 0 ? '<span class="empty">No emails.</span>' : `${mails.length} email${mails.length === 1 ? '' : 's'}.`}</p>
<ol>
${items}
</ol>
</main>
</body>
</html>`;
    return reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
  });
}
