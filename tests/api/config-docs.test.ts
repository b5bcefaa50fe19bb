// The server's variables in src/lib/config-vars.ts (whence server/README.md's Environment table)
// are exactly those loadConfig reads, and the start command reads none itself: every one is
// parsed, and validated, in one place.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Env } from '../../server/config.ts';
import { SERVER_VARIABLES } from '../../src/lib/config-vars.ts';

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

describe('the server variables of src/lib/config-vars.ts', () => {
  it('are every variable the server reads, and no other', () => {
    const documented = SERVER_VARIABLES.flatMap((row) => row.names);
    const production = {
      NODE_ENV: 'production',
      SITE_URL: 'https://account.tunebiz.com',
      SMTP_URL: 'smtp://mail.tunebiz.com',
      GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
      CHECKOUT_PROVIDER: 'chargebee',
      CHARGEBEE_SITE: 'a',
      CHARGEBEE_API_KEY: 'k',
      CHARGEBEE_WEBHOOK_USERNAME: 'u',
      CHARGEBEE_WEBHOOK_PASSWORD: 'p',
    };
    const parsed = new Set([...readBy({}), ...readBy(production)]);
    expect([...new Set(documented)].sort()).toEqual([...parsed].sort());
    expect(readFileSync('server/start.ts', 'utf8')).not.toMatch(/process\.env\.[A-Z]/);
  });

  it('parse the start command’s own variables with the rest', () => {
    const config = loadConfig({
      PORT: '4432',
      API_PORT: '0',
      DIST_DIR: 'dist-pseudo',
      SKIP_BUILD: '1',
      SEED_DEMO: '0',
    });
    expect(config).toMatchObject({
      port: 4432,
      apiPort: 0,
      distDir: 'dist-pseudo',
      skipBuild: true,
      seedDemo: false,
      production: false,
    });
    expect(loadConfig({})).toMatchObject({
      port: 4321,
      apiPort: 8787,
      distDir: 'dist',
      seedDemo: true,
    });
    expect(() => loadConfig({ PORT: '80a' })).toThrow(
      'PORT must be a port number (0 to 65535), got "80a".',
    );
    expect(() => loadConfig({ API_PORT: '70000' })).toThrow(/^API_PORT must be a port number/);
    expect(() => loadConfig({ NODE_ENV: 'prod' })).toThrow(
      /^NODE_ENV must be production, development or test/,
    );
  });
});
