// server/README.md's Environment table names exactly the variables the server reads: those the
// configuration parser asks for, and those the start command reads itself.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Env } from '../../server/config.ts';

/** The variables loadConfig reads from an environment that starts as `base`. */
function readBy(base: Env): Set<string> {
  const read = new Set<string>();
  loadConfig(
    new Proxy(base, {
      get(target, name: string) {
        read.add(name);
        return target[name];
      },
    }),
  );
  return read;
}

describe('the Environment table of server/README.md', () => {
  it('lists every variable the server reads, and no other', () => {
    const readme = readFileSync('server/README.md', 'utf8');
    const section = readme.slice(
      readme.indexOf('## Environment'),
      readme.indexOf('\n## ', readme.indexOf('## Environment') + 1),
    );
    const documented = new Set(
      section
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) =>
          [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!),
        ),
    );
    const parsed = new Set([
      ...readBy({}),
      ...readBy({
        NODE_ENV: 'production',
        SITE_URL: 'https://a.example',
        SMTP_URL: 'smtp://mail.example',
        CHECKOUT_PROVIDER: 'chargebee',
        CHARGEBEE_SITE: 'a',
        CHARGEBEE_API_KEY: 'k',
        CHARGEBEE_WEBHOOK_USERNAME: 'u',
        CHARGEBEE_WEBHOOK_PASSWORD: 'p',
      }),
    ]);
    const startCommand = new Set(
      [...readFileSync('server/start.ts', 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map(
        (m) => m[1]!,
      ),
    );
    expect([...documented].sort()).toEqual([...new Set([...parsed, ...startCommand])].sort());
  });
});
