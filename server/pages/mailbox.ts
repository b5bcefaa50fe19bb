import type { Mail } from '../db/index.ts';
import { escapeHtml, htmlPage } from './html.ts';

const CSS = `
  main { max-width: 820px; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  article { background: #fff; border-radius: 12px; padding: 1rem 1.25rem; margin: 1rem 0;
            box-shadow: 0 2px 10px rgba(31,31,36,.07); }
  h2 { font-size: 1.1rem; margin: .25rem 0; }
  pre { white-space: pre-wrap; font: inherit; margin: .75rem 0 0; }
  .kind { display: inline-block; font-size: .75rem; font-weight: 700; text-transform: uppercase;
          letter-spacing: .04em; padding: .1rem .5rem; border-radius: 999px; background: #ffe2dc; }
  form { display: flex; gap: .5rem; } input { flex: 1; font: inherit; padding: .5rem .75rem;
  border: 1px solid #ccc; border-radius: 8px; } form button { padding: .5rem 1.25rem; }`;

/** Turns the links of an email's text into anchors (the text is escaped first). */
function linkify(text: string, links: string[]): string {
  let html = escapeHtml(text);
  for (const link of links) {
    const escaped = escapeHtml(link);
    html = html.split(escaped).join(`<a href="${escaped}">${escaped}</a>`);
  }
  return html;
}

/** GET /api/dev/mailbox: every email the server queued, newest first, with its delivery status. */
export function mailboxPage(mails: Mail[], to: string | undefined): string {
  const items = mails
    .map(
      (m) => `<article>
  <span class="kind">${escapeHtml(m.kind)}</span>
  <h2>${escapeHtml(m.subject)}</h2>
  <div class="muted">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.createdAt}">${m.createdAt.replace('T', ' ').slice(0, 19)} UTC</time> · ${escapeHtml(m.status)}</div>
  <pre>${linkify(m.text, m.links)}</pre>
</article>`,
    )
    .join('\n');
  const body = `<main>
  <h1>Dev mailbox</h1>
  <p class="muted">Every email the local account API queued (with SMTP_URL set it also sends them: pending, sent or failed). JSON: <a href="mailbox.json">mailbox.json</a></p>
  <form method="get"><input name="to" type="email" placeholder="Filter by recipient" value="${escapeHtml(to ?? '')}" aria-label="Recipient"><button>Filter</button></form>
  ${items || '<p>No emails yet.</p>'}
</main>`;
  return htmlPage('Dev mailbox', body, CSS);
}
