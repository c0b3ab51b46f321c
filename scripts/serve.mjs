// The demo server: the demo pages, the built library and the e2e test pages as static files, and the reference
// storefront API (`/api/*`, real HTTP with real cookies: mocks/server.ts, built by scripts/build-demo.mjs into
// demo/build/server/reference-api.mjs) with its fault switches (`/__reference-api/faults`). Every HTML answer carries
// a strict Content-Security-Policy, so the demo proves the elements work without inline scripts or styles.
// The same server reached as http://127.0.0.1:<port> is the demo's second origin, the payment providers' stand-in
// origin: only there, `/stand-ins/` serves test/stand-ins/ (never part of dist/), and the demo page of the elements
// loads its wallets from it (`standInOrigin`, `cspFor`; docs/elements/sg-cart-drawer.md, "Express checkout").
//   node scripts/serve.mjs            -> http://localhost:8000 (or $PORT)
//   SG_BUILD=lite node scripts/serve.mjs -> the same pages on the lite build: /dist/ serves dist/lite/ (issue 27)
//   import { startServer } from './serve.mjs'; const { url, close } = await startServer({ port: 0, quiet: true });
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export const CSP = [
  "default-src 'self'",
  // 'wasm-unsafe-eval': the scanner's fallback barcode decoder is WebAssembly (our own .wasm, compiled, never eval).
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  // Trusted Types: DOM sinks that take script (script.src, innerHTML, eval...) accept only typed values, and the only
  // policy a page may create is the library's own (src/core/trusted-types.ts).
  "require-trusted-types-for 'script'",
  'trusted-types sg-elements',
].join('; ');

/**
 * The payment providers' stand-ins (test/stand-ins/: PayPal's SDK, Apple Pay JS, Google Pay's API, Klarna's express
 * button, each a small script with the provider's documented browser interface) on the demo's second origin: the
 * host `STAND_IN_HOST` on the server's own port, path `STAND_IN_PATH`. Any other host answers that path with 404.
 */
const STAND_IN_HOST = '127.0.0.1';
export const STAND_IN_PATH = '/stand-ins/';
const STAND_INS_DIR = 'test/stand-ins';

/** The stand-ins' origin of a server on `port` (a page on http://localhost:<port> is on another origin). */
export const standInOrigin = (port) => `http://${STAND_IN_HOST}:${Number(port)}`;

/**
 * The pages that run the express checkout wallets against the stand-ins: their policy's `script-src` lists the
 * stand-ins' origin (that one origin, nothing wider), and `STAND_IN_ORIGIN` in their HTML is replaced by it as they
 * are served (the port is only known then; the page's configuration is JSON, no script may write it: strict CSP).
 */
export const WALLET_PAGES = new Set(['/demo/elements.html']);
export const STAND_IN_ORIGIN = '__SG_STAND_IN_ORIGIN__';

/**
 * The demo's chat and feedback survey pages, which the header's floating help panel shows in a frame (`floatingHelp`):
 * the demo's own pages may frame them (`frame-ancestors 'self'`); no other page may be framed at all.
 */
export const FRAMED_PAGES = new Set(['/demo/chat.html', '/demo/survey.html']);

/**
 * The policy of a page: `CSP`, except that the Vue example also lists Vue's own Trusted Types policy (`vue`, which Vue
 * 3.5's runtime creates at start), as a Vue app's page would, and a page of `WALLET_PAGES` also takes scripts from
 * `standIns`, the stand-ins' origin (`standInOrigin(port)`), and a page of `FRAMED_PAGES` may be framed by the
 * demo's own pages.
 */
export function cspFor(pathname, standIns = null) {
  const vue = pathname.startsWith('/examples/vue/');
  let policy = vue ? CSP.replace('trusted-types sg-elements', 'trusted-types sg-elements vue') : CSP;
  if (FRAMED_PAGES.has(pathname)) policy = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  if (standIns && WALLET_PAGES.has(pathname)) policy = policy.replace(/(^|; )(script-src [^;]*)/, `$1$2 ${standIns}`);
  return policy;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // The scanner's fallback decoder (dist/assets/zxing_reader-*.wasm): streaming compilation needs this type.
  '.wasm': 'application/wasm',
};

/** URL prefix -> directory on disk (relative to the repository root). The first match wins. */
const MOUNTS = [
  ['/demo/', 'demo'],
  ['/dist/', 'dist'],
  ['/test-pages/', 'test/e2e/pages'],
  ['/examples/', 'examples'],
];

/** Maps a request path to a file under ROOT, or null when no route serves it. */
const SERVER_ONLY = resolve(ROOT, 'demo', 'build', 'server');

/**
 * `standIns`: the request came to the stand-ins' origin, the only one where `STAND_IN_PATH` is served. `dist`: the
 * directory `/dist/` serves (`dist`, or `dist/lite` for the lite build: the pages' URLs stay the same).
 */
function route(pathname, { standIns = false, dist = 'dist' } = {}) {
  if (pathname === '/' || pathname === '/index.html') return join(ROOT, 'demo', 'index.html');
  const mounted = MOUNTS.map(([prefix, dir]) => [prefix, prefix === '/dist/' ? dist : dir]);
  const mounts = standIns ? [[STAND_IN_PATH, STAND_INS_DIR], ...mounted] : mounted;
  for (const [prefix, dir] of mounts) {
    if (!pathname.startsWith(prefix)) continue;
    const rest = pathname.slice(prefix.length);
    if (!rest) return null;
    const base = resolve(ROOT, dir);
    const file = resolve(base, rest);
    // Belt and braces: the `..` check below already refused traversal; the file must still sit under its mount.
    if (file !== base && !file.startsWith(base + sep)) return null;
    // The reference API's Node module runs in this server; it is no page's script (whatever the path's spelling).
    if (file === SERVER_ONLY || file.startsWith(SERVER_ONLY + sep)) return null;
    return file;
  }
  return null;
}

function send(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(text);
}

const API_MODULE = join(ROOT, 'demo', 'build', 'server', 'reference-api.mjs');
let referenceApi = null;

/** The reference API's request handler, imported once; null when demo/build has not been built. */
function loadReferenceApi() {
  referenceApi ??= stat(API_MODULE).then(
    () => import(pathToFileURL(API_MODULE).href),
    () => null,
  );
  return referenceApi;
}

/** What the reference API answers: its calls, its fault switches and the seeded products' pictures. */
const isApiPath = (url = '/') => url.startsWith('/api/') || url.startsWith('/mock-images/') || url.split('?', 1)[0] === '/__reference-api/faults';

async function handle(request, res, { api, hooks, dist }) {
  const hooked = hooks?.request ? await hooks.request(request, res) : false;
  if (hooked === true) return;
  // A hook that read the request's body hands on a stream replaying it.
  const req = hooked || request;
  if (api && isApiPath(req.url)) {
    const module = await loadReferenceApi();
    if (!module) return send(res, 503, 'The reference API is not built: run `npm run build:demo`.\n');
    if (await module.handleReferenceApi(req, res, `http://${req.headers.host ?? 'localhost'}`)) return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
  // The raw request path, not a URL-parsed one: the URL parser would resolve `..` segments silently.
  const raw = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
  let pathname;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return send(res, 400, 'Bad request\n');
  }
  if (!pathname.startsWith('/')) return send(res, 400, 'Bad request\n');
  // No directory traversal: refuse any `..` segment, backslashes and NUL bytes outright.
  if (pathname.split('/').includes('..') || pathname.includes('\\') || pathname.includes('\0')) {
    return send(res, 400, 'Bad request\n');
  }
  const port = req.socket?.localPort;
  // The Host header names the origin the browser asked (never copied anywhere: compared with the one we build).
  const onStandInOrigin = Number.isInteger(port) && req.headers.host === `${STAND_IN_HOST}:${port}`;
  const file = route(pathname, { standIns: onStandInOrigin, dist });
  if (!file) return send(res, 404, 'Not found\n');
  let info;
  try {
    info = await stat(file);
  } catch {
    return send(res, 404, 'Not found\n');
  }
  if (!info.isFile()) return send(res, 404, 'Not found\n');
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = { 'Content-Type': type, 'Content-Length': info.size, 'X-Content-Type-Options': 'nosniff', Vary: 'Accept-Encoding' };
  const standIns = Number.isInteger(port) && WALLET_PAGES.has(pathname) ? standInOrigin(port) : null;
  if (type.startsWith('text/html')) headers['Content-Security-Policy'] = cspFor(pathname, standIns);
  if (type.startsWith('text/html') && (hooks?.html || standIns)) {
    let text = await readFile(file, 'utf8');
    if (standIns) text = text.replaceAll(STAND_IN_ORIGIN, standIns);
    if (hooks?.html) text = hooks.html(text, req);
    let body = Buffer.from(text);
    // Compressed as the files below are (the e2e harness's pages, rewritten per context, are sent as they are).
    const encoding = hooks?.html ? null : pickEncoding(req.headers['accept-encoding']);
    // Quality 9, as the static files below: 11 took about 15 ms for this page on every request.
    const br = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };
    if (encoding) body = encoding === 'br' ? brotliCompressSync(body, br) : gzipSync(body, { level: 9 });
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  // Text is sent compressed, as any CDN or web server in front of the library would (brotli, else gzip): the page's
  // measured load (Lighthouse's simulated network) then reflects the bytes a shopper downloads.
  const encoding = COMPRESSIBLE.test(type) ? pickEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    const body = await compressed(file, info, encoding);
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return res.end();
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|wasm)|image\/svg\+xml)/;

function pickEncoding(header = '') {
  const accepted = String(header).toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Compressed bodies, kept per file, encoding and modification time (a rebuilt file is compressed again). */
const cache = new Map();

async function compressed(file, info, encoding) {
  const key = `${encoding}:${file}`;
  const hit = cache.get(key);
  if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit.body;
  const raw = await readFile(file);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(raw, { level: 9 });
  cache.set(key, { mtimeMs: info.mtimeMs, size: info.size, body });
  return body;
}

/**
 * Starts the server. `port: 0` picks a free port; `api: false` serves static files only (no reference API). Resolves to
 * `{ url, port, standIns, close }`: `standIns` is the stand-ins' origin (`standInOrigin(port)`, reached only when
 * the server listens on 127.0.0.1, the default, or on every address); `close()` resolves when the server has stopped
 * (open keep-alive connections are closed too).
 * `hooks` (the e2e tests' driver for Firefox and WebKit, test/e2e/engines/harness.mjs; never the demo):
 * `request(req, res)` sees every request first and answers it itself by resolving true (or holds it, then false, or
 * a stream standing in for `req` when it read the body);
 * `html(text, req)` rewrites a page before it is sent; `response(req, status, res)` hears each answer.
 * `build: 'lite'` serves the lite build (dist/lite/) at `/dist/`, so every page runs on it unchanged.
 */
export function startServer({ port = 8000, host = '127.0.0.1', quiet = false, api = true, hooks = null, build = 'react' } = {}) {
  if (build !== 'react' && build !== 'lite') throw new Error(`unknown build "${build}" (react or lite)`);
  const dist = build === 'lite' ? 'dist/lite' : 'dist';
  const server = createServer((req, res) => {
    if (hooks?.response) res.once('finish', () => hooks.response(req, res.statusCode, res));
    handle(req, res, { api, hooks, dist }).catch((error) => {
      if (!quiet) console.error(error);
      if (!res.headersSent) send(res, 500, 'Internal error\n');
      else res.destroy();
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const url = `http://${host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`;
      if (!quiet) console.log(`sg-elements demo: ${url}/${build === 'lite' ? ' (the lite build: /dist/ serves dist/lite/)' : ''}`);
      resolvePromise({
        url,
        port: actualPort,
        standIns: standInOrigin(actualPort),
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections?.();
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 8000);
  const server = await startServer({
    port: Number.isInteger(port) && port >= 0 ? port : 8000,
    host: process.env.HOST ?? '127.0.0.1',
    build: process.env.SG_BUILD || 'react',
  });
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
