/**
 * Where the files the server reads at run time live (migrations, images, email texts, the built
 * site), the same whether it runs from its sources (`server/*.ts` under tsx) or compiled
 * (`server-dist/start.js`): the project root is the nearest directory above with a package.json.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}.`);
  }
}

export const ROOT = projectRoot(import.meta.dirname);
export const MIGRATIONS_DIR = join(ROOT, 'server', 'db', 'migrations');
export const ASSETS_DIR = join(ROOT, 'server', 'assets');
export const LOCALES_DIR = join(ROOT, 'locales');
export const DIST_DIR = join(ROOT, 'dist');
