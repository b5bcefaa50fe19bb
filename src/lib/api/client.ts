// HTTP client of the account API (spec section 7), on ky. Owns the shared request behaviour:
// headers, body/query encoding, status mapping, timeout, and the one-time token refresh on a 401
// (concurrent 401s share a single refresh; tabs take turns, ./refresh-lock.ts). Tokens are never
// logged.

import ky, { TimeoutError as KyTimeoutError } from 'ky';
import { config } from '../config';
import { $language } from '../stores/language';
import { expireSession } from '../stores/session';
import { $tokenInfo, setTokenInfo } from '../stores/tokenInfo';
import {
  ApiCodeError,
  UnexpectedStatusError,
  InvalidCredentialsError,
  InvalidResponseError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
  TokenRequestError,
  TrialEndedError,
  UNKNOWN_ERROR_CODE,
  INVALID_CREDENTIALS_CODE,
  isApiError,
  isNetworkError,
  isTimeoutError,
} from './errors';
import { readBody, readErrorBody } from './body';
import { isTokenData, pickTokenData } from './guards';
import { storedTokens, underRefreshLock } from './refresh-lock';
import { TRIAL_ENDED_STATUS, type TokenData } from './types';

const DEFAULT_TIMEOUT_MS = 15_000;

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | null | undefined;

/** How a request authenticates: the stored session (default), none, or an explicit token. */
type RequestAuth = 'session' | 'none' | { bearer: string };

interface RequestOptions {
  /** Defaults to GET. */
  method?: HttpMethod;
  /** JSON body of POST/PUT/PATCH/DELETE (an empty object when omitted). */
  body?: unknown;
  /** Query parameters of a GET; null/undefined values are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  /** Sends this form-encoded body instead of JSON. */
  form?: Readonly<Record<string, string>>;
  /** Defaults to 'session': the stored access token, refreshed once on a 401. */
  auth?: RequestAuth;
  signal?: AbortSignal;
}

/** The grants POST /v1/token accepts (client_id is added by the client). */
type TokenGrant =
  | {
      grant_type: 'password';
      username: string;
      password: string;
      /** `billing`: an account whose trial ended still gets a session that may pay. */
      scope?: 'billing';
    }
  | { grant_type: 'refresh_token'; refresh_token: string }
  | { grant_type: 'google_credentials'; google_token: string; scope?: 'billing' };

interface ApiClientOptions {
  /** API base: absolute URL or same-origin path such as `/api`. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  clientId?: string;
  clientIdHeader?: string;
  /** Value of Accept-Language; defaults to the current $language. */
  language?: () => string;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** Sends a request and returns the raw response (after a refresh-and-retry on a 401). */
  send(path: string, options?: RequestOptions): Promise<Response>;
  /** Sends a request with the shared status handling: 204 → undefined, 2xx → JSON, else throws. */
  request(path: string, options?: RequestOptions): Promise<unknown>;
  /** POST /v1/token with a grant; returns token data or throws a typed token error. */
  requestToken(grant: TokenGrant, signal?: AbortSignal): Promise<TokenData>;
}

function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return `${base}/${path.replace(/^\/+/, '')}`;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Creates a client; tests pass their own base URL, timeout and fetch. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const clientId = options.clientId ?? config.clientId;
  const clientIdHeader = options.clientIdHeader ?? config.clientIdHeader;
  const language = options.language ?? (() => $language.get());
  let refreshing: Promise<string> | null = null;

  const http = ky.create({
    timeout: timeoutMs,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function fetchOnce(path: string, opts: RequestOptions, bearer: string | null) {
    const method = opts.method ?? 'GET';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      [clientIdHeader]: clientId,
      'Accept-Language': language(),
    };
    if (bearer !== null) headers.Authorization = `Bearer ${bearer}`;
    const init: Parameters<typeof http>[1] = { method, headers, signal: opts.signal };
    if (opts.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      init.body = new URLSearchParams(opts.form).toString();
    } else if (method === 'GET') {
      const query: Record<string, string> = {};
      for (const [key, value] of Object.entries(opts.query ?? {})) {
        if (value !== null && value !== undefined) query[key] = String(value);
      }
      init.searchParams = query;
    } else {
      init.json = opts.body ?? {};
    }
    try {
      return await http(joinUrl(options.baseUrl, path), init);
    } catch (error) {
      if (error instanceof KyTimeoutError) throw new TimeoutError(timeoutMs);
      if (isAbortError(error)) throw error;
      throw new NetworkError({ cause: error });
    }
  }

  async function requestToken(grant: TokenGrant, signal?: AbortSignal): Promise<TokenData> {
    const response = await fetchOnce(
      'v1/token',
      // Stryker disable next-line StringLiteral: fetchOnce reads the bearer (null) from its argument.
      { method: 'POST', form: { ...grant, client_id: clientId }, auth: 'none', signal },
      null,
    );
    if (response.ok) {
      const body = await readBody(response);
      if (!isTokenData(body)) throw new InvalidResponseError('POST /v1/token', response.status);
      return pickTokenData(body);
    }
    const { code, message } = await readErrorBody(response);
    if (response.status === TRIAL_ENDED_STATUS) throw new TrialEndedError(code, message);
    if (code === INVALID_CREDENTIALS_CODE || (response.status === 401 && code === undefined)) {
      throw new InvalidCredentialsError(response.status, message);
    }
    throw new TokenRequestError(response.status, response.statusText, code, message);
  }

  /** A valid access token after `rejected` got a 401: refreshed once, shared by concurrent callers. */
  function refreshedToken(rejected: string): Promise<string> {
    const current = $tokenInfo.get();
    if (!current) return Promise.reject(new SessionExpiredError(401));
    // Another request already refreshed while this one was in flight: just use the new token.
    if (current.token !== rejected && !refreshing) return Promise.resolve(current.token);
    refreshing ??= (async () => {
      try {
        const tokens = await underRefreshLock(async () => {
          // Another tab refreshed while this one waited for the lock: its tokens are ours too.
          const stored = storedTokens();
          if (stored && stored.refreshToken !== current.refreshToken) return stored;
          return requestToken({ grant_type: 'refresh_token', refresh_token: current.refreshToken });
        });
        setTokenInfo(tokens);
        return tokens.token;
      } catch (error) {
        // An unreachable server says nothing about the refresh token: keep the session.
        if (isNetworkError(error) || isTimeoutError(error)) throw error;
        expireSession();
        throw new SessionExpiredError(isApiError(error) ? error.status : undefined);
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function send(path: string, opts: RequestOptions = {}): Promise<Response> {
    const auth = opts.auth ?? 'session';
    const bearer =
      auth === 'none' ? null : auth === 'session' ? ($tokenInfo.get()?.token ?? null) : auth.bearer;
    const response = await fetchOnce(path, opts, bearer);
    if (response.status !== 401 || auth !== 'session' || bearer === null) return response;
    const fresh = await refreshedToken(bearer);
    return fetchOnce(path, opts, fresh);
  }

  async function request(path: string, opts: RequestOptions = {}): Promise<unknown> {
    const response = await send(path, opts);
    // Stryker disable next-line ConditionalExpression: readBody() of a 204 is undefined too; this only skips the read.
    if (response.ok) return response.status === 204 ? undefined : readBody(response);
    const { code, message } = await readErrorBody(response);
    if (response.status === 400) throw new ApiCodeError(code ?? UNKNOWN_ERROR_CODE, message);
    // An ended trial answers 498 wherever a session is handed out (POST /register/google too).
    if (response.status === TRIAL_ENDED_STATUS) throw new TrialEndedError(code, message);
    throw new UnexpectedStatusError(response.status, code, message);
  }

  return { baseUrl: options.baseUrl, send, request, requestToken };
}
