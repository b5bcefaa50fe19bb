import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { afterAll } from 'vitest';
import { createSiteServer, type SiteServer } from '../../../server/app.ts';
import type { Clock } from '../../../server/clock.ts';
import type { Env } from '../../../server/config.ts';
import { Database, type DatabaseOptions } from '../../../server/db/index.ts';
import type { ErrorBody } from '../../../src/lib/api/types.ts';
import { SCRATCH_ROOT, scratchDir } from '../../support/scratch.ts';

/**
 * A PostgreSQL server to run the suite against (`npm run test:api:pg`); unset, every test server
 * runs on the embedded database. Its role needs CREATEDB: each test server gets its own database.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** True when the suite runs on a PostgreSQL server rather than the embedded database. */
export const onPostgres = TEST_DATABASE_URL !== undefined;

const MIGRATIONS = new URL('../../../server/db/migrations/', import.meta.url);
const PGLITE_PACKAGE = new URL(
  '../../../node_modules/@electric-sql/pglite/package.json',
  import.meta.url,
);

/**
 * Builds `dir` once: `build` fills a new directory, renamed into place when done, so a worker
 * never copies a half-built one and the loser of a race between workers drops its own.
 */
async function buildOnce(dir: string, build: (building: string) => Promise<void>): Promise<void> {
  if (existsSync(join(dir, 'pg', 'PG_VERSION'))) return;
  const building = scratchDir('account-api-template-build-');
  await build(building);
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another worker won the race
  }
}

/**
 * A PostgreSQL cluster as the first start in a new data directory creates it (initdb in WASM, no
 * schema yet), one per PGlite version: the migrated template starts from a copy, and so do the
 * tests of a first start that are about something else than initdb (the demo seed).
 */
async function initdbTemplateDir(): Promise<string> {
  const { version } = JSON.parse(readFileSync(PGLITE_PACKAGE, 'utf8')) as { version: string };
  const dir = join(SCRATCH_ROOT, `account-api-initdb-${version}`);
  await buildOnce(dir, async (building) => {
    const db = await Database.open({ dataDir: building });
    await db.close();
  });
  return dir;
}

/**
 * Creating a PostgreSQL cluster (initdb in WASM) takes ~4 s; copying a migrated one takes
 * ~0.1 s on tmpfs (tests/support/scratch.ts). So the first server of a run builds a template per
 * schema version and every test server gets a fresh copy of it: each still has its own temporary
 * database.
 */
async function templateDir(): Promise<string> {
  const schema = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS).sort()) {
    schema.update(file).update(readFileSync(new URL(file, MIGRATIONS)));
  }
  // On tmpfs where it has room, like the copies: copying it there is ~5 times cheaper.
  const dir = join(SCRATCH_ROOT, `account-api-template-${schema.digest('hex').slice(0, 16)}`);
  await buildOnce(dir, async (building) => {
    cpSync(await initdbTemplateDir(), building, { recursive: true });
    const db = await Database.open({ dataDir: building });
    await db.migrate();
    await db.close();
  });
  return dir;
}

/** A fresh data directory holding a migrated, empty embedded database. */
export async function freshDataDir(): Promise<string> {
  const template = await templateDir();
  const dir = scratchDir('account-api-test-');
  cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * A fresh data directory holding an empty embedded database, no schema yet: a server's first
 * start in it migrates and counts as fresh (seeds the demo data when asked), as in a new data
 * directory, without the ~4 CPU s of initdb.
 */
export async function initdbDataDir(): Promise<string> {
  const template = await initdbTemplateDir();
  const dir = scratchDir('account-api-test-');
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** An empty database of its own for one or more test servers, on the suite's database. */
export interface TestDatabase {
  /** How a server or Database.open reaches it: its data directory, or its URL. */
  options: DatabaseOptions;
  /** The same as environment variables (DATA_DIR or DATABASE_URL), for a child process. */
  env: Env;
  /** Deletes it. */
  drop(): Promise<void>;
}

/** Runs one statement on the suite's PostgreSQL server as its administrator role. */
async function onAdminConnection(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * A new database: a copy of the migrated embedded template, or on PostgreSQL a new empty
 * database (`test_<random>`, migrated by the first server that opens it, as in production).
 */
export async function freshDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const dataDir = await freshDataDir();
    return {
      options: { dataDir },
      env: { DATA_DIR: dataDir },
      drop: () => {
        rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const name = `test_${randomBytes(8).toString('hex')}`;
  await onAdminConnection(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    options: { dataDir: 'unused', databaseUrl: url.href },
    env: { DATABASE_URL: url.href },
    drop: () => onAdminConnection(`drop database if exists ${name} with (force)`),
  };
}

/** Called at a file's top level: makes fresh databases, all dropped once the file's tests ran. */
export function databasesOfThisFile(): () => Promise<TestDatabase> {
  const created: TestDatabase[] = [];
  afterAll(() => Promise.all(created.map((database) => database.drop())));
  return async () => {
    const database = await freshDatabase();
    created.push(database);
    return database;
  };
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
  RATE_LIMIT_REFRESH_PER_IP: '100000',
  // A cheaper scrypt keeps hundreds of test sign-ins fast; production's default is pinned by a test.
  SCRYPT_LOG_N: '12',
  // Failures and warnings still show; the request lines are read by the log's own tests.
  LOG_LEVEL: 'warn',
};

/** What an in-process server needs to start as a deployment does (NODE_ENV=production). */
export const PRODUCTION_TEST_ENV: Env = {
  NODE_ENV: 'production',
  DEV_TOOLS: '0',
  // A staging deployment: its SITE_URL and Google client id are stand-ins (config-placeholders).
  ALLOW_PLACEHOLDER_CONFIG: '1',
  SITE_URL: 'https://account.example',
  MAIL_TRANSPORT: 'outbox',
  CHECKOUT_PROVIDER: 'chargebee',
  CHARGEBEE_SITE: 'acme-test',
  CHARGEBEE_API_KEY: 'test_secret_api_key',
  CHARGEBEE_WEBHOOK_USERNAME: 'hook',
  CHARGEBEE_WEBHOOK_PASSWORD: 'hook-secret',
};

export interface TestServer extends SiteServer {
  database: TestDatabase;
  api: ApiClient;
  /** Closes the server and, unless it was given one, deletes its database. */
  stop(): Promise<void>;
}

/**
 * A server on the suite's database (embedded or PostgreSQL): a fresh one, or `database` (kept at
 * stop, to start another server on it), or the embedded one in `dataDir` (data-directory tests).
 */
export async function startServer(
  options: {
    env?: Env;
    distDir?: string;
    database?: TestDatabase;
    dataDir?: string;
    clock?: Clock;
    logDestination?: DestinationStream;
  } = {},
): Promise<TestServer> {
  const database =
    options.database ??
    (options.dataDir
      ? { options: { dataDir: options.dataDir }, env: {}, drop: () => Promise.resolve() }
      : await freshDatabase());
  const server = await createSiteServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: database.options.dataDir,
    distDir: options.distDir ?? null,
    env: { ...TEST_ENV, ...database.env, ...options.env },
    clock: options.clock,
    logDestination: options.logDestination,
  });
  return {
    ...server,
    database,
    api: new ApiClient(server.url),
    async stop() {
      await server.close();
      if (!options.database && !options.dataDir) await database.drop();
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
