// Vite plugin: in the browser build, `config.<field>` (lib/config.ts) becomes that field's value
// where it is read, so a page ships the few settings its code reads instead of the whole
// configuration object. That object sat in the shared `core` chunk, which every island page loads,
// and was 346 B gzip of it (measured on 2026-11-28), for fields most pages never read (the API's
// address and client id load with the API client, the Google ids with Google's button, the links
// with the screens that show them). The values are the same ones `__SITE_CONFIG__` defines; the
// dev server and the tests keep importing the object (a test may still mock lib/config).
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { Config } from '../lib/config-parse';

/** The one module that exports the configuration object, without its extension. */
const CONFIG_MODULE = resolve(import.meta.dirname, '../lib/config');

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node of an ESTree program, with its parent and the key it sits under. */
function* walk(node: Node, parent?: Node, key?: string): Generator<[Node, Node?, string?]> {
  yield [node, parent, key];
  for (const [name, child] of Object.entries(node)) {
    for (const item of Array.isArray(child) ? child : [child]) {
      if (isNode(item)) yield* walk(item, node, name);
    }
  }
}

/** The local name `config` is imported as from lib/config, or null. */
function configBinding(program: Node, id: string): string | null {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = (statement.source as { value: string }).value;
    if (!source.startsWith('.') || resolve(dirname(id), source) !== CONFIG_MODULE) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as { name?: string } | undefined;
      if (imported?.name === 'config') return (specifier.local as { name: string }).name;
    }
  }
  return null;
}

/**
 * `code` with each `config.<field>` read replaced by the field's value; throws when the module
 * uses `config` otherwise (passes it on, reads a computed field): that would ship it whole again.
 */
export function inlineConfigValues(
  code: string,
  program: Node,
  id: string,
  values: Record<string, unknown>,
): string | null {
  const local = configBinding(program, id);
  if (local === null) return null;
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const [node, parent, key] of walk(program)) {
    if (node.type !== 'Identifier' || node.name !== local) continue;
    if (parent?.type === 'ImportSpecifier') continue;
    if (parent?.type === 'MemberExpression' && key === 'object' && !parent.computed) {
      const field = (parent.property as { name: string }).name;
      if (!(field in values)) throw new Error(`site-config-values: ${id} reads config.${field}`);
      replacements.push({
        start: parent.start,
        end: parent.end,
        text: `(${JSON.stringify(values[field])})`,
      });
      continue;
    }
    const isKey = (parent?.type === 'MemberExpression' && key === 'property') || key === 'key';
    if (!isKey) throw new Error(`site-config-values: ${id} uses config other than config.<field>`);
  }
  let out = code;
  for (const r of replacements.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, r.start) + r.text + out.slice(r.end);
  }
  return out;
}

/** Our own script modules (an Astro component's client script too), not styles or assets. */
const SCRIPT_MODULE = /\/src\/[^?]*\.(?:[jt]sx?|astro)(?:\?(?![^#]*type=style).*)?$/;

/** The plugin, for the browser build only, with the build's parsed configuration. */
export function siteConfigValuesPlugin(config: Config): Plugin {
  const values: Record<string, unknown> = { ...config };
  return {
    name: 'account-web:site-config-values',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (id.includes('/node_modules/') || !SCRIPT_MODULE.test(id)) return null;
      if (!code.includes('config')) return null;
      const out = inlineConfigValues(code, this.parse(code) as unknown as Node, id, values);
      return out === null ? null : { code: out, map: null };
    },
  };
}
