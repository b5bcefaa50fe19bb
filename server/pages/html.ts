import { createHash } from 'node:crypto';

/** Escapes text for HTML bodies and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A small self-contained page (inline CSS only: nothing to load, readable in an iframe). */
export function htmlPage(title: string, body: string, css = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light; --accent: #f26b5b; --ink: #1f1f24; --muted: #62626d; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
         color: var(--ink); background: #fff6f4; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
  a { color: #b83a2b; word-break: break-all; }
  .muted { color: var(--muted); font-size: .9rem; }
  button { font: inherit; font-weight: 600; color: #fff; background: var(--accent); border: 0;
           border-radius: 999px; padding: .75rem 2rem; cursor: pointer; }
  button:hover { background: #d9543f; }
  button:focus-visible { outline: 3px solid #1f1f24; outline-offset: 2px; }
  ${css}
</style>
</head>
<body>
${body}
</body>
</html>`;
}

/**
 * The policy of a page made by htmlPage: nothing loads, only its own inline CSS and inline scripts
 * (by hash: the paid checkout page's message to the site) apply, forms post back to this origin,
 * and only `frameAncestors` may frame it.
 */
export function pageCsp(page: string, frameAncestors = "'none'"): string {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const css = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
  const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1]!));
  return [
    "default-src 'none'",
    `style-src ${sha256(css)}`,
    ...(scripts.length ? [`script-src ${scripts.join(' ')}`] : []),
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}
