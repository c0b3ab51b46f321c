// Server half of the e2e page driver for Firefox and WebKit (facade.mjs), hooked into the test's own demo server
// (scripts/serve.mjs `hooks`). Neither WebKit's classic WebDriver nor Firefox ESR's BiDi as driven here intercept
// the network, and classic WebDriver has no console, no errors and no scripts run before a page's own; the server the
// tests start is ours, so it does those:
// - each browser context sends a cookie naming it (`sg-e2e-context`), so the server knows whose request it is;
// - it records each request and its status (the driver's `request`/`response` events, `goto()`'s status);
// - it holds or answers requests a test routes (`page.route()`);
// - for WebKit it adds one classic script at the top of every page (`/__e2e/probe.js`): the context's init scripts
//   (`addInitScript`), and the console messages, uncaught errors and unhandled rejections of the page, kept in the page
//   and sent to the server with `navigator.sendBeacon` so that a page navigated away from still reports them.
// - it answers `/__e2e/permissions` with the permissions the context granted to the asking page's origin
//   (`context.grantPermissions`): neither driver can grant the camera or the microphone (WebKitGTK's WebDriver has
//   no permission command, Firefox ESR's BiDi refuses those two names), so the tests' camera and microphone stand-in
//   (test/e2e/media/stand-in.mjs) asks here, as the browser would ask its own permission store.
// Everything lives under `/__e2e/`, same origin, so the pages keep their strict CSP.
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';

export const CONTEXT_COOKIE = 'sg-e2e-context';
const PREFIX = '/__e2e/';

function contextIdOf(req) {
  const header = req.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${CONTEXT_COOKIE}=([^;]+)`).exec(header);
  return match ? decodeURIComponent(match[1]) : null;
}

/** Playwright's URL globs as used by the tests (`**` any characters, `*` any but `/`), or a RegExp, or a predicate. */
export function urlMatcher(pattern) {
  if (typeof pattern === 'function') return (url) => pattern(new URL(url));
  if (pattern instanceof RegExp) return (url) => pattern.test(url);
  const source = pattern
    .split('**')
    .map((part) => part.split('*').map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*'))
    .join('.*');
  const regex = new RegExp(`^${source}$`);
  return (url) => regex.test(url);
}

/** The script at the top of every WebKit page: init scripts, then the recorder. */
function probeSource(id, initScripts) {
  const recorder = `(() => {
  const context = ${JSON.stringify(id)};
  const records = [];
  let seq = 0;
  const doc = Math.random().toString(36).slice(2);
  const describe = (value) => {
    if (typeof value === 'string') return value;
    if (value instanceof Error) return value.stack && !String(value.stack).startsWith(value.name) ? value.name + ': ' + value.message + '\\n' + value.stack : String(value.stack || value);
    try { return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value); } catch { return String(value); }
  };
  const record = (entry) => {
    entry.id = doc + ':' + seq++;
    entry.url = location.href;
    entry.page = window.name;
    records.push(entry);
    try { navigator.sendBeacon('${PREFIX}log?context=' + encodeURIComponent(context), JSON.stringify(entry)); } catch {}
  };
  const TYPES = { error: 'error', warn: 'warning', log: 'log', info: 'info', debug: 'debug' };
  for (const [method, type] of Object.entries(TYPES)) {
    const original = console[method];
    console[method] = function (...args) {
      record({ kind: 'console', type, text: args.map(describe).join(' ') });
      return original.apply(this, args);
    };
  }
  window.addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) record({ kind: 'pageerror', message: event.error instanceof Error ? event.error.message : event.message });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    record({ kind: 'pageerror', message: reason instanceof Error ? reason.message : describe(reason) });
  });
  Object.defineProperty(window, '__sgE2ERecords', { value: records });
})();`;
  const inits = initScripts.map((script) => `try { ${script} } catch (error) { console.error('init script failed:', error); }`);
  return [...inits, recorder].join('\n');
}

/**
 * The hooks for startServer() and the registry of contexts. `contexts.get(id)` is an EventEmitter with `request`
 * and `response` events ({ method, url, status? }), `record` events (the probe's entries), the context's `routes`
 * and `initScripts` arrays, and its granted `permissions` (origin -> Set of names).
 */
export function createHarness() {
  const contexts = new Map();

  const context = (id) => {
    let entry = contexts.get(id);
    if (!entry) {
      entry = Object.assign(new EventEmitter(), { routes: [], initScripts: [], probe: false, records: [], seen: new Set(), permissions: new Map() });
      entry.setMaxListeners(0);
      contexts.set(id, entry);
    }
    return entry;
  };

  const absolute = (req) => `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;

  const hooks = {
    async request(req, res) {
      // Headers given to writeHead() are not in res.getHeaders(): keep them for the `response` event.
      const writeHead = res.writeHead;
      res.writeHead = function (status, ...rest) {
        const headers = rest.find((value) => value && typeof value === 'object') ?? {};
        res.sgHeaders = { ...res.getHeaders(), ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])) };
        return writeHead.call(this, status, ...rest);
      };
      const url = new URL(absolute(req));
      if (url.pathname.startsWith(PREFIX)) {
        const id = url.searchParams.get('context') ?? contextIdOf(req);
        const name = url.pathname.slice(PREFIX.length);
        if (name === 'probe.js' && id) {
          const body = probeSource(id, context(id).initScripts);
          res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end(body);
          return true;
        }
        if (name === 'permissions' && id) {
          // The names granted to the origin the page was served from (the Host it asked).
          const granted = context(id).permissions.get(`http://${req.headers.host}`) ?? [];
          res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
          res.end(JSON.stringify([...granted]));
          return true;
        }
        if (name === 'log' && id && req.method === 'POST') {
          let text = '';
          for await (const chunk of req) text += chunk;
          try {
            const entry = JSON.parse(text);
            const ctx = context(id);
            if (!ctx.seen.has(entry.id)) {
              ctx.seen.add(entry.id);
              ctx.records.push(entry);
              ctx.emit('record', entry);
            }
          } catch {
            /* not ours */
          }
          res.writeHead(204);
          res.end();
          return true;
        }
        // A blank page of the server's origin, to set the context's cookie on before the first real navigation.
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'" });
        res.end('<!doctype html><title>blank</title>');
        return true;
      }
      const id = contextIdOf(req);
      if (!id || !contexts.has(id)) return false;
      const ctx = contexts.get(id);
      // The body (a test reads `request.postDataJSON()`), then a stream replaying it for the server's handlers.
      let body = null;
      let replay = false;
      if (!['GET', 'HEAD'].includes(req.method ?? 'GET')) {
        const chunks = [];
        for await (const chunk of req) chunks.push(chunk);
        body = Buffer.concat(chunks);
        replay = Object.assign(new PassThrough(), { headers: req.headers, method: req.method, url: req.url, socket: req.socket, httpVersion: req.httpVersion });
        replay.end(body);
      }
      const request = { method: req.method, url: absolute(req), headers: req.headers, body };
      ctx.emit('request', request);
      for (const route of [...ctx.routes]) {
        if (!route.matches(request.url)) continue;
        let answered = false;
        await route.handler({
          request: () => ({ url: () => request.url, method: () => request.method }),
          continue: async () => {},
          fulfill: async ({ status = 200, body = '', contentType = 'text/plain', headers = {} } = {}) => {
            answered = true;
            res.writeHead(status, { 'Content-Type': contentType, ...headers });
            res.end(body);
          },
          abort: async () => {
            answered = true;
            req.socket.destroy();
          },
        });
        if (answered) return true;
      }
      return replay;
    },
    html(text, req) {
      const id = contextIdOf(req);
      if (!id || !contexts.get(id)?.probe) return text;
      const tag = `<script src="${PREFIX}probe.js?context=${encodeURIComponent(id)}"></script>`;
      const head = /<head[^>]*>/i.exec(text);
      if (head) return text.slice(0, head.index + head[0].length) + tag + text.slice(head.index + head[0].length);
      return tag + text;
    },
    response(req, status, res) {
      const id = contextIdOf(req);
      if (!id || !contexts.has(id) || (req.url ?? '').startsWith(PREFIX)) return;
      const headers = Object.fromEntries(Object.entries(res.sgHeaders ?? res.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value.join('\n') : String(value)]));
      contexts.get(id).emit('response', { method: req.method, url: absolute(req), status, headers });
    },
  };

  return { hooks, context, drop: (id) => contexts.delete(id) };
}
