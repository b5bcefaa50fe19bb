#!/usr/bin/env node
// @ts-check
// `npm run locales:review`: one HTML page per translated language (reports/locales-review/<lang>.html,
// or `-- --out <folder>`) listing every key with its English, its translation, the translator's
// note, its length limit and whether the translation is confirmed against today's English, stale
// (the English changed since: scripts/locales/hashes.mjs) or not confirmed yet. A translator
// reviews there without opening JSON, then runs `npm run locales:confirm -- <lang> <key>`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandName, readHashes, readLocales } from './locales/files.mjs';
import { sourceHash } from './locales/hashes.mjs';
import { parseNotes, visibleLength } from './locales/notes.mjs';
import { syntaxProblem } from './locales/json.mjs';

/** @typedef {'confirmed' | 'stale' | 'unconfirmed'} Status */

const STATUS = /** @type {const} */ ({
  confirmed: 'Confirmed',
  stale: 'Stale: the English changed since it was confirmed',
  unconfirmed: 'Not confirmed yet',
});

/**
 * @param {string} text
 */
const escape = (text) =>
  text.replace(
    /[&<>"]/g,
    (c) =>
      /** @type {Record<string, string>} */ ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
      })[c] ?? c,
  );

/**
 * A text as the page shows it: escaped, with the no-break spaces a translator cannot see marked.
 * @param {string} text
 */
const shown = (text) =>
  escape(text)
    .replace(/\u00a0/g, '<span class="space" title="no-break space U+00A0">⍽</span>')
    .replace(/\u202f/g, '<span class="space" title="narrow no-break space U+202F">·</span>');

/**
 * Whether the translation of `id` was confirmed against this English text.
 * @param {Record<string, string> | undefined} recorded
 * @param {string} id
 * @param {string} english
 * @returns {Status}
 */
function statusOf(recorded, id, english) {
  const hash = recorded?.[id];
  if (hash === undefined) return 'unconfirmed';
  return hash === sourceHash(english) ? 'confirmed' : 'stale';
}

/**
 * The review pages of every translated language, by file name.
 * @param {string} root the locales folder
 * @param {string} brand the brand name {{brand}} counts as in a length
 * @returns {Record<string, string>}
 */
export function reviewPages(root, brand) {
  const { languages, files, notes: rawNotes } = readLocales(root);
  const { notes } = parseNotes(rawNotes, syntaxProblem);
  const hashes = readHashes(root) ?? {};
  /**
   * @param {string} file
   * @returns {Record<string, string>}
   */
  const table = (file) => {
    const parsed = /** @type {unknown} */ (JSON.parse(files[file] ?? '{}'));
    return /** @type {Record<string, string>} */ (parsed);
  };
  const namespaces = Object.keys(files)
    .filter((f) => f.startsWith('en/'))
    .map((f) => f.slice(3).replace(/\.json$/, ''))
    .sort();
  const translated = languages.filter((l) => l !== 'en');
  /** @type {Record<string, string>} */
  const pages = {};
  for (const lang of translated) {
    const counts = { confirmed: 0, stale: 0, unconfirmed: 0 };
    const sections = namespaces.map((ns) => {
      const english = table(`en/${ns}.json`);
      const translation = table(`${lang}/${ns}.json`);
      const rows = Object.entries(english).map(([key, source]) => {
        const id = `${ns}.${key}`;
        const note = notes.get(id);
        const text = translation[key];
        const status = statusOf(hashes[lang], id, source);
        counts[status] += 1;
        const length = text === undefined ? 0 : visibleLength(text, brand);
        const limit = note?.maxLength;
        const over = limit !== undefined && length > limit;
        const flags = [note?.verbatim ? 'English quoted verbatim by the spec' : ''].filter(Boolean);
        return `<tr class="${status}" id="${escape(id)}">
<th scope="row"><code>${escape(key)}</code></th>
<td lang="en">${shown(source)}</td>
<td lang="${lang}">${text === undefined ? '<strong>Missing</strong>' : shown(text)}</td>
<td>${note ? escape(note.note) : ''}${flags.map((f) => `<br><em>${f}</em>`).join('')}</td>
<td class="${over ? 'over' : ''}">${limit === undefined ? '' : `${length} / ${limit}`}</td>
<td>${STATUS[status]}</td>
</tr>`;
      });
      return `<section><h2>${escape(ns)}</h2>
<table><thead><tr><th scope="col">Key</th><th scope="col">English</th><th scope="col">Translation (${lang})</th><th scope="col">Note</th><th scope="col">Length / limit</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table></section>`;
    });
    pages[`${lang}.html`] = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Translation review: ${lang}</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:24px;color:#1f1f24}
table{border-collapse:collapse;width:100%;margin-bottom:32px}
th,td{border:1px solid #ccc;padding:6px 8px;vertical-align:top;text-align:left}
tr.stale td:last-child{background:#fde2c8}tr.unconfirmed td:last-child{background:#eee}
td.over{background:#f8c6c6}.space{color:#b35c00}
</style></head>
<body>
<h1>Translation review: ${lang}</h1>
<p>${counts.confirmed} confirmed, ${counts.stale} stale, ${counts.unconfirmed} not confirmed yet. After checking a text: <code>npm run locales:confirm -- ${lang} &lt;key&gt;</code>. A ⍽ marks a no-break space, a · a narrow one.</p>
${sections.join('\n')}
</body></html>
`;
  }
  pages['index.html'] = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Translation review</title></head>
<body><h1>Translation review</h1><ul>
${translated.map((l) => `<li><a href="${l}.html">${l}</a></li>`).join('\n')}
</ul></body></html>
`;
  return pages;
}

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const project = fileURLToPath(new URL('..', import.meta.url));
const out = outIndex >= 0 ? (args[outIndex + 1] ?? '') : join(project, 'reports/locales-review');
const root = process.env.LOCALES_DIR ?? join(project, 'locales');
const pages = reviewPages(root, brandName(project));
mkdirSync(out, { recursive: true });
for (const [name, html] of Object.entries(pages)) writeFileSync(join(out, name), html);
console.log(`Wrote ${Object.keys(pages).length - 1} review page(s) to ${join(out, 'index.html')}.`);
