// A deploy's install (`npm ci` at the root, as every host runs it) holds what the build needs and
// not the bench or the host emulators: those are in tools/package.json, installed by the commands
// that use them (scripts/tools-install.mjs). docs/deploying.md, "Deploy installs".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The package names a lockfile installs. */
function lockedNames(file: string): string[] {
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, unknown> };
  return Object.keys(lock.packages)
    .filter((path) => path.startsWith('node_modules/'))
    .map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
}

const TOOLS = [
  'wrangler',
  'workerd',
  'miniflare',
  'lighthouse',
  'chrome-launcher',
  'puppeteer-core',
  'selenium-webdriver',
  '@stryker-mutator/core',
];

describe('deploy install', () => {
  it('leaves out the host emulators, the bench and mutation testing', () => {
    const deploy = lockedNames('package-lock.json');
    expect(TOOLS.filter((name) => deploy.includes(name))).toEqual([]);
    expect(deploy).toContain('astro');
    expect(deploy).toContain('sharp');
  });

  it('gets them from tools/, which reuses the project’s vitest rather than a second copy', () => {
    const tools = lockedNames('tools/package-lock.json');
    expect(TOOLS.filter((name) => !tools.includes(name))).toEqual([]);
    expect(tools).not.toContain('vitest');
    expect(tools).not.toContain('astro');
  });
});
