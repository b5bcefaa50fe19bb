// `npm run test:stress`: the component and browser suites several times over, with no retry,
// while CPU burners keep every core busy: what passes here does not depend on a quiet machine.
//
//   STRESS_REPEAT (default 2)  how many times each test runs
//   STRESS_BURNERS (default: one per core)  busy loops beside the tests
//   extra arguments go to Playwright (e.g. a spec file, or -g 'pattern')
//
// Needs the build the browser tests serve (`npm run build:local`), which it makes when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const repeat = Number(process.env.STRESS_REPEAT ?? 2);
const burnerCount = Number(process.env.STRESS_BURNERS ?? availableParallelism());

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(command, args, env = {}) {
  console.log(`== ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

if (!existsSync('dist/index.html') && run('npm', ['run', 'build:local']) !== 0) process.exit(1);

// Each burner spins until told to stop; they never outlive this script (workers end with it).
const burners = Array.from(
  { length: burnerCount },
  () =>
    new Worker(
      `const { parentPort } = require('node:worker_threads');
       let running = true;
       parentPort.on('message', () => (running = false));
       (function spin() { const end = Date.now() + 50; while (Date.now() < end); if (running) setImmediate(spin); })();`,
      { eval: true },
    ),
);
console.log(
  `== ${burners.length} CPU burner(s) running beside the tests; each test runs ${repeat}×`,
);

const failures = [];
for (let i = 1; i <= repeat; i++) {
  if (run('npx', ['vitest', 'run', '--project', 'component']) !== 0) {
    failures.push(`component suite, round ${i}`);
  }
}
const e2e = run(
  'npx',
  ['playwright', 'test', `--repeat-each=${repeat}`, '--retries=0', ...process.argv.slice(2)],
  // A stale server from another run must not stand in for this build's.
  { CI: 'true' },
);
if (e2e !== 0) failures.push('browser suite');

for (const burner of burners) burner.postMessage('stop');
await Promise.all(burners.map((burner) => burner.terminate()));
console.log(failures.length ? `== Stress failed: ${failures.join('; ')}` : '== Stress passed');
process.exit(failures.length ? 1 : 0);
