import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Two origins on one small server, told apart by the Host header the browser sends:
 *  - http://localhost:<port>: the CDN. dist/ as static files with `Access-Control-Allow-Origin: *`
 *    and long-lived caching, as docs/deployment.md tells operators to host the SDK;
 *  - http://127.0.0.1:<port>: the operator's site. The host pages the test hands it, and
 *    everything else passed through to the sandbox, so the page and the operator API share
 *    this origin and only the SDK files come from elsewhere.
 * Every request is recorded with the origin it reached, so a test can prove no chunk was
 * asked of the page's origin.
 */

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const TYPES: Readonly<Record<string, string>> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.map': 'application/json', '.html': 'text/html; charset=utf-8' };

export interface HostPage {
  html: string;
  /** The page's Content-Security-Policy header, if any. */
  csp?: string;
}

export interface RecordedRequest {
  origin: 'cdn' | 'site';
  path: string;
}

export interface CdnServer {
  readonly cdnOrigin: string;
  readonly siteOrigin: string;
  readonly requests: RecordedRequest[];
  /** Serves `page` at siteOrigin + path. */
  page(path: string, page: HostPage): void;
  close(): Promise<void>;
}

export async function startCdnServer(port: number, sandboxPort: number): Promise<CdnServer> {
  const requests: RecordedRequest[] = [];
  const pages = new Map<string, HostPage>();

  function serveDist(path: string, response: ServerResponse): void {
    const file = normalize(join(DIST, decodeURIComponent(path)));
    response.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(DIST) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(`No ${path} on the CDN.`);
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'public, max-age=31536000, immutable' });
    createReadStream(file).pipe(response);
  }

  function passToSandbox(request: IncomingMessage, response: ServerResponse): void {
    // The Host header goes along: the sandbox then takes this origin as its own (allowed host origins, links).
    const upstream = forward({ host: '127.0.0.1', port: sandboxPort, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', (error) => response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error)));
    request.pipe(upstream);
  }

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const isCdn = (request.headers.host ?? '').startsWith('localhost:');
    requests.push({ origin: isCdn ? 'cdn' : 'site', path });
    if (isCdn) return serveDist(path, response);
    const page = pages.get(path);
    if (page) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(page.csp ? { 'content-security-policy': page.csp } : {}) });
      response.end(page.html);
      return;
    }
    passToSandbox(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Every address: localhost may resolve to ::1 or to 127.0.0.1.
    server.listen(port, resolve);
  });
  return {
    cdnOrigin: `http://localhost:${port}`,
    siteOrigin: `http://127.0.0.1:${port}`,
    requests,
    page: (path, page) => void pages.set(path, page),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
