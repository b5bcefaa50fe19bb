// Writes what documents the configuration from the one list of variables (src/lib/config-vars.ts):
// docs/configuration.md's tables of the PUBLIC_* variables and of the build and tool variables,
// server/README.md's Environment table, src/lib/env.d.ts and .env.example.
// `npm run config:docs` after changing a variable; tests/unit/config-docs.test.ts fails until then.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BUILD_VARIABLES,
  CONFIG_VARIABLES,
  SERVER_VARIABLES,
  type DocumentedVariable,
} from '../src/lib/config-vars.ts';

/** The generated tables: the marker name in a Markdown file, and the rows. */
export const TABLES = {
  config: CONFIG_VARIABLES.map((v) => ({ ...v, names: [v.name] })),
  build: BUILD_VARIABLES,
  server: SERVER_VARIABLES,
} satisfies Record<string, readonly DocumentedVariable[]>;

type TableName = keyof typeof TABLES;

const markers = (name: TableName) =>
  [`<!-- ${name}-table:start (npm run config:docs) -->`, `<!-- ${name}-table:end -->`] as const;

/** A table, aligned as Prettier aligns a Markdown table. */
export function table(name: TableName): string {
  const rows = [
    ['Variable', 'Default', 'What'],
    ...TABLES[name].map((v) => [
      v.names.map((n) => `\`${n}\``).join(' / '),
      v.fallback,
      v.description,
    ]),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head!), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** A Markdown file with each generated table it marks replaced by the current one. */
export function withTables(markdown: string, names: readonly TableName[]): string {
  return names.reduce((text, name) => {
    const [startMarker, endMarker] = markers(name);
    const start = text.indexOf(startMarker);
    const end = text.indexOf(endMarker);
    if (start === -1 || end < start) throw new Error(`lacks ${startMarker} … ${endMarker}`);
    return `${text.slice(0, start + startMarker.length)}\n\n${table(name)}\n\n${text.slice(end)}`;
  }, markdown);
}

/** The generated files and what writes each, from its current text. */
export const GENERATED = {
  'docs/configuration.md': (text: string) => withTables(text, ['config', 'build']),
  'server/README.md': (text: string) => withTables(text, ['server']),
  'src/lib/env.d.ts': () => envDts(),
  '.env.example': () => envExample(),
} as const;

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

/** A commented block per row: what it is, its default, and the names to uncomment. */
function envBlock(v: DocumentedVariable): string[] {
  const text = v.description.replace(/\*\*/g, '').replace(/`/g, '');
  return ['', `# ${text}${v.fallback ? ` Default: ${v.fallback.replace(/`/g, '')}.` : ''}`].concat(
    v.names.map((name) => `# ${name}=`),
  );
}

export function envExample(): string {
  return [
    '# Every variable of the project, generated from src/lib/config-vars.ts by `npm run config:docs`.',
    '# Copy to .env and uncomment what you change.',
    '#',
    '# The PUBLIC_* build variables (docs/configuration.md, "Configuration"), all optional locally. A deploy build',
    '# (PUBLIC_SITE_URL set) stops on each one marked REQUIRED FOR A DEPLOY that is unset or on a',
    '# local or .example host, unless ALLOW_PLACEHOLDER_CONFIG=1 (a staging build).',
    ...CONFIG_VARIABLES.flatMap((v) => [
      '',
      `# ${v.description.replace(/\*\*/g, '')} Default: ${v.fallback.replace(/`/g, '')}.${'placeholder' in v ? ' REQUIRED FOR A DEPLOY.' : ''}`,
      `# ${v.name}=${v.example}`,
    ]),
    '',
    '# Build and tool variables (docs/configuration.md, "Build and tool variables"): read from the environment.',
    ...BUILD_VARIABLES.flatMap(envBlock),
    '',
    '# The reference API (server/README.md, "Environment"): read from its environment, not from this',
    '# file (`node --env-file=.env server-dist/start.js` reads it).',
    ...SERVER_VARIABLES.flatMap(envBlock),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, generate] of Object.entries(GENERATED)) {
    writeFileSync(file, generate(readFileSync(file, 'utf8')));
  }
  console.log(`Wrote ${Object.keys(GENERATED).join(', ')}.`);
}
