// Writes what documents the PUBLIC_* build variables from the one list the parser reads
// (src/lib/config-vars.ts): the README's configuration table, src/lib/env.d.ts and .env.example.
// `npm run config:docs` after adding a variable; tests/unit/config-docs.test.ts fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONFIG_VARIABLES } from '../src/lib/config-vars.ts';

export const TABLE_START = '<!-- config-table:start (npm run config:docs) -->';
export const TABLE_END = '<!-- config-table:end -->';

/** The README table, aligned as Prettier aligns a Markdown table. */
export function configTable(): string {
  const rows = [
    ['Variable', 'Default', 'What'],
    ...CONFIG_VARIABLES.map((v) => [`\`${v.name}\``, v.fallback, v.description]),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head!), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** The README with its configuration table replaced by the current one. */
export function readmeWithTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`README.md lacks ${TABLE_START} … ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${configTable()}\n\n${readme.slice(end)}`;
}

export function envDts(): string {
  return [
    '/// <reference types="vite/client" />',
    '',
    '// Types of the PUBLIC_* build variables read by src/lib/config-parse.ts. Generated from',
    '// src/lib/config-vars.ts by `npm run config:docs`. Astro and Vitest both provide import.meta.env;',
    '// these declarations merge with theirs (and stand alone for plain tsc).',
    '',
    'interface ImportMetaEnv {',
    ...CONFIG_VARIABLES.map((v) => `  readonly ${v.name}?: string;`),
    '}',
    '',
    'interface ImportMeta {',
    '  readonly env: ImportMetaEnv;',
    '}',
    '',
  ].join('\n');
}

export function envExample(): string {
  return [
    '# The PUBLIC_* build variables (README, "Configuration"), all optional locally; a deployable',
    '# build sets at least PUBLIC_SITE_URL. Generated from src/lib/config-vars.ts by',
    '# `npm run config:docs`. Copy to .env and uncomment what you change.',
    ...CONFIG_VARIABLES.flatMap((v) => [
      '',
      `# ${v.description.replace(/\*\*/g, '')} Default: ${v.fallback.replace(/`/g, '')}.`,
      `# ${v.name}=${v.example}`,
    ]),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync('README.md', readmeWithTable(readFileSync('README.md', 'utf8')));
  writeFileSync('src/lib/env.d.ts', envDts());
  writeFileSync('.env.example', envExample());
  console.log('Wrote the configuration table of README.md, src/lib/env.d.ts and .env.example.');
}
