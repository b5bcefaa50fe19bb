// Installs tools/ (wrangler, Lighthouse, the cross-engine drivers, Stryker: tools/package.json)
// before the commands that use them (`pretest`, `prebench`, …), when its node_modules is missing or
// older than its lockfile. A deploy's `npm ci` never installs them (docs/deploying.md, "Deploy installs").
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const lock = 'tools/package-lock.json';
const installed = 'tools/node_modules/.package-lock.json';
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.error('Installing the test and bench tools (tools/package.json)…');
  execFileSync('npm', ['ci', '--prefix', 'tools', '--no-audit', '--no-fund'], { stdio: 'inherit' });
}
