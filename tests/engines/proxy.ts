// A pass-through proxy between the engines and the site: it puts tests/engines/page.js first in
// every HTML page (see there why), and can hold chosen requests until released, so a test sees a
// page before its islands hydrate. The site's headers, CSP included, pass through unchanged.
import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

const PAGE_SCRIPT_PATH = '/__engines/page.js';
const PAGE_SCRIPT = readFileSync(new URL('./page.js', import.meta.url), 'utf8');
const TAG = `<script src="${PAGE_SCRIPT_PATH}"></script>`;

export interface Proxy {
  origin: string;
  /** Holds every request whose path matches until the returned function is called. */
  hold(pattern: RegExp): () => void;
  close(): Promise<void>;
}

export async function startProxy(port: number, upstreamPort: number): Promise<Proxy> {
  let held: { pattern: RegExp; waiting: (() => void)[] } | null = null;

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const headers = { ...req.headers };
    // Uncompressed answers, so HTML can be edited (the site compresses for browsers that ask).
    delete headers['accept-encoding'];
    const upstream = request(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        // Never from the engine's cache: a held script must really be held on every load.
        const outHeaders = { ...answer.headers, 'cache-control': 'no-store' };
        delete outHeaders.etag;
        delete outHeaders['last-modified'];
        if (!type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head([^>]*)>/i, `<head$1>${TAG}`);
          delete outHeaders['content-length'];
          delete outHeaders['content-encoding'];
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          res.end(html);
        });
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    if (req.url === PAGE_SCRIPT_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(PAGE_SCRIPT);
      return;
    }
    if (held?.pattern.test(req.url ?? '')) held.waiting.push(() => forward(req, res));
    else forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    origin: `http://127.0.0.1:${port}`,
    hold(pattern) {
      const current = { pattern, waiting: [] as (() => void)[] };
      held = current;
      return () => {
        if (held === current) held = null;
        for (const go of current.waiting.splice(0)) go();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
