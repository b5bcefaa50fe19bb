import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSiteServer, type SiteServer } from '../../../server/app.ts';
import type { Env } from '../../../server/config.ts';
import { Database } from '../../../server/db.ts';
import type { ErrorBody } from '../../../src/lib/api/types.ts';

/**
 * Creating a PostgreSQL cluster (initdb in WASM) takes ~4 s; copying a migrated one takes
 * ~0.2 s. So the first server of a run builds a template per schema version and every test
 * server gets a fresh copy of it: each still has its own temporary database.
 */
async function templateDir(): Promise<string> {
  const schema = readFileSync(new URL('../../../server/db.ts', import.meta.url));
  const key = createHash('sha256').update(schema).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `account-api-template-${key}`);
  if (existsSync(join(dir, 'pg', 'PG_VERSION'))) return dir;
  const building = mkdtempSync(join(tmpdir(), 'account-api-template-build-'));
  const db = await Database.open(building);
  await db.migrate();
  await db.close();
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another worker won the race
  }
  return dir;
}

/** A fresh data directory holding a migrated, empty database. */
export async function freshDataDir(): Promise<string> {
  const template = await templateDir();
  const dir = mkdtempSync(join(tmpdir(), 'account-api-test-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** Defaults for tests: dev tools on, high rate limits so only the rate-limit tests ever meet them. */
export const TEST_ENV: Env = {
  NODE_ENV: 'test',
  DEV_TOOLS: '1',
  RATE_LIMIT_PER_IP: '100000',
  RATE_LIMIT_PER_USERNAME: '100000',
  RATE_LIMIT_PER_ACCOUNT: '100000',
  RATE_LIMIT_REGISTER_PER_IP: '100000',
  RATE_LIMIT_EMAIL_PER_ADDRESS: '100000',
  RATE_LIMIT_EMAIL_PER_IP: '100000',
  RATE_LIMIT_INVITE_PER_IP: '100000',
  // A cheaper scrypt keeps hundreds of test sign-ins fast; production's default is pinned by a test.
  SCRYPT_LOG_N: '12',
};

export interface TestServer extends SiteServer {
  dataDir: string;
  api: ApiClient;
  /** Closes the server and deletes its data directory. */
  stop(): Promise<void>;
}

export async function startServer(
  options: { env?: Env; distDir?: string; dataDir?: string } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await freshDataDir());
  const server = await createSiteServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: options.distDir ?? null,
    env: { ...TEST_ENV, ...options.env },
  });
  return {
    ...server,
    dataDir,
    api: new ApiClient(server.url),
    async stop() {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  /** The same body read as an error answer. */
  error: ErrorBody;
  text: string;
}

export interface RequestOptions {
  json?: unknown;
  form?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
  /** A raw body sent as is (with headers.content-type as given). */
  raw?: string;
}

/** Thin fetch wrapper speaking to the real server over HTTP, like the site does. */
export class ApiClient {
  constructor(readonly origin: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    o: RequestOptions = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { 'X-Client-Id': 'account-web', ...o.headers };
    let body: string | undefined = o.raw;
    if (o.json !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(o.json);
    }
    if (o.form) {
      headers['Content-Type'] ??= 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    }
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    const res = await fetch(`${this.origin}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: unknown = text;
    if (res.headers.get('content-type')?.includes('application/json') && text) {
      parsed = JSON.parse(text);
    }
    return {
      status: res.status,
      headers: res.headers,
      body: parsed as T,
      error: parsed as ErrorBody,
      text,
    };
  }

  get<T = unknown>(path: string, o?: RequestOptions) {
    return this.request<T>('GET', path, o);
  }

  post<T = unknown>(path: string, json?: unknown, o: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...o, json });
  }
}
