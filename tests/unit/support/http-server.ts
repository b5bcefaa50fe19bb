// A real local HTTP server for API client tests: each test scripts the answers per path.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => unknown;

export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets the handler of a path (without query); unknown paths answer 404. */
  on(path: string, handler: Handler): void;
  close(): Promise<void>;
}

/** Writes a JSON answer. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Starts a server on a random local port. */
export async function startTestServer(): Promise<TestServer> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const handler = handlers.get(url.pathname);
      if (!handler) {
        sendJson(res, 404, { code: 'E_NOT_FOUND' });
        return;
      }
      void Promise.resolve(handler(recorded, res)).catch(() => sendJson(res, 500, {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    on: (path, handler) => handlers.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
