/**
 * The HTTP side of the server: one JSON log line per request (with its request id, returned as
 * X-Request-Id), and a drain that lets requests in flight finish before the connections close.
 */
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { loggablePath, requestIdOf, withRequestId, type Logger } from './log.ts';

type Handler = (request: Request, bindings: unknown) => Response | Promise<Response>;

/** `handler` with the request log around it. */
export function logged(handler: Handler, log: Logger): Handler {
  return (request, bindings) => {
    const requestId = requestIdOf(request.headers.get('x-request-id') ?? undefined);
    const started = performance.now();
    return withRequestId(requestId, async () => {
      let response: Response;
      try {
        response = await handler(request, bindings);
      } catch (err) {
        log.error({ err }, 'unexpected error');
        response = new Response('An unexpected error occurred.', { status: 500 });
      }
      // Some answers (redirects) have immutable headers: copy those before adding ours.
      try {
        response.headers.set('X-Request-Id', requestId);
      } catch {
        response = new Response(response.body, response);
        response.headers.set('X-Request-Id', requestId);
      }
      log.info(
        {
          method: request.method,
          path: loggablePath(new URL(request.url).pathname),
          status: response.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
      return response;
    });
  };
}

export interface Listening {
  server: Server;
  port: number;
  /**
   * Stops accepting connections, lets the requests in flight finish (their answers say
   * `Connection: close`, and keep-alive connections close as soon as they are idle), and closes
   * whatever is left after `timeoutMs`.
   */
  drain(timeoutMs: number): Promise<void>;
}

export async function listen(
  handler: Handler,
  options: { port: number; host?: string },
): Promise<Listening> {
  const server = createAdaptorServer({ fetch: handler }) as Server;
  // Idle keep-alive connections stay open longer than clients and proxies keep theirs (60 s at
  // common load balancers): the client closes them, never the server just as the client sends its
  // next request on one (a reset the client sees as "socket hang up"; Node's default is 5 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  let draining = false;
  /** Answers not sent yet: from the drain on, each says `Connection: close`. */
  const unanswered = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    // A client told to close (Connection: close) opens a new connection for its next request;
    // one told keep-alive may send it just as we close the socket, and gets a reset.
    if (draining) res.shouldKeepAlive = false;
    unanswered.add(res);
    res.on('close', () => unanswered.delete(res));
    res.on('finish', () => {
      unanswered.delete(res);
      // A keep-alive connection whose last answer just went out would otherwise stay open.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // HOST (config.ts): loopback unless an operator opens it; `::` or `0.0.0.0` listens everywhere.
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    async drain(timeoutMs) {
      draining = true;
      for (const res of unanswered) if (!res.headersSent) res.shouldKeepAlive = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
      force.unref();
      await closed;
      clearTimeout(force);
    },
  };
}
