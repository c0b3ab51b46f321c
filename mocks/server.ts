/// <reference types="node" />
// The reference storefront API as a Node request handler: the same msw handlers the browser tests and Storybook run
// in a service worker, answered over real HTTP by the demo server (scripts/serve.mjs), with real `Set-Cookie`
// headers. Bundled by scripts/build-demo.mjs into demo/build/server/reference-api.mjs.
//
// Each visitor (a browser, or a browser context in the e2e tests and the bench) gets a world of its own: its carts,
// request log and fault switches (mocks/scope.ts), found by the `sg_ref_world` cookie this server sets. The demo's
// fault panel reads and sets the switches through `/__reference-api/faults`.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { CALL_OPTIONS, CALLS, ERROR_KEY_CALLS, faults, type CallName, type Fault } from './faults';
import { handlers } from './handlers';
import { setWorldResolver } from './scope';

const WORLD_COOKIE = 'sg_ref_world';
/** Worlds kept at most; the least recently used goes first (a long-running demo server stays small). */
const MAX_WORLDS = 500;
/** Request bodies larger than this are refused (413): the reference API's calls send a few hundred bytes. */
const MAX_BODY_BYTES = 1_000_000;
export const FAULTS_PATH = '/__reference-api/faults';
const API_PREFIX = '/api/';
/** The seeded products' pictures (mocks/handlers/search.ts). */
const IMAGES_PREFIX = '/mock-images/';

const worlds = new Map<string, object>();
const current = new AsyncLocalStorage<object>();
const SERVER_WORLD = {};
setWorldResolver(() => current.getStore() ?? SERVER_WORLD);

function worldOf(id: string): object {
  let world = worlds.get(id);
  if (world) {
    // Most recently used last.
    worlds.delete(id);
  } else {
    world = {};
    if (worlds.size >= MAX_WORLDS) worlds.delete(worlds.keys().next().value as string);
  }
  worlds.set(id, world);
  return world;
}

const WORLD_ID = /^[\w-]{1,64}$/;

function readWorldCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === WORLD_COOKIE) {
      const value = rest.join('=');
      return WORLD_ID.test(value) ? value : null;
    }
  }
  return null;
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        // Stop reading; the answer (413) goes out with `Connection: close` before the socket is dropped.
        req.removeAllListeners('data');
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(text);
}

const isCall = (name: unknown): name is CallName => typeof name === 'string' && Object.hasOwn(CALLS, name);

/**
 * A fault switch as the panel sends it, kept to the known fields and ranges (and to the options the call has, see
 * CALL_OPTIONS); null when it is not an object.
 */
function readFault(call: CallName, value: unknown): Fault | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const input = value as Record<string, unknown>;
  const fault: Fault = {};
  if (typeof input.latencyMs === 'number' && input.latencyMs > 0) fault.latencyMs = Math.min(60_000, Math.round(input.latencyMs));
  if (typeof input.status === 'number' && Number.isInteger(input.status) && input.status >= 400 && input.status <= 599) fault.status = input.status;
  if (input.malformed === true) fault.malformed = true;
  if (input.networkError === true) fault.networkError = true;
  if (input.noSpeech === true && CALL_OPTIONS[call]?.noSpeech) fault.noSpeech = true;
  if (typeof input.errorKey === 'string' && ERROR_KEY_CALLS[call]?.includes(input.errorKey)) fault.errorKey = input.errorKey;
  return fault;
}

function switchesNow() {
  return Object.fromEntries((Object.keys(CALLS) as CallName[]).map((call) => [call, faults.get(call)]).filter(([, fault]) => Object.keys(fault as Fault).length));
}

/** GET: the calls and this visitor's switches. PUT `{ call, fault }`: sets one (an empty fault clears it). DELETE: clears all. */
async function answerFaults(req: IncomingMessage, res: ServerResponse, setCookie: string[]) {
  const headers: Record<string, string[]> = setCookie.length ? { 'Set-Cookie': setCookie } : {};
  if (req.method === 'GET') return json(res, 200, { calls: CALLS, options: CALL_OPTIONS, errorKeys: ERROR_KEY_CALLS, switches: switchesNow() }, headers);
  if (req.method === 'DELETE') {
    faults.clear();
    return json(res, 200, { calls: CALLS, options: CALL_OPTIONS, errorKeys: ERROR_KEY_CALLS, switches: {} }, headers);
  }
  if (req.method !== 'PUT') return json(res, 405, { error: 'GET, PUT or DELETE' }, { ...headers, Allow: 'GET, PUT, DELETE' });
  const raw = await readBody(req);
  let body: unknown = null;
  try {
    body = raw ? JSON.parse(raw.toString('utf8')) : null;
  } catch {
    /* not JSON: refused below */
  }
  const { call, fault } = (body ?? {}) as { call?: unknown; fault?: unknown };
  const parsed = isCall(call) ? readFault(call, fault) : null;
  if (!isCall(call) || !parsed) {
    return json(res, 400, { error: 'Send { "call": <a call name>, "fault": { latencyMs?, status?, malformed?, networkError?, errorKey?, <the call\'s options>? } }' }, headers);
  }
  if (Object.keys(parsed).length) faults.set(call, parsed);
  else faults.clear(call);
  return json(res, 200, { calls: CALLS, options: CALL_OPTIONS, errorKeys: ERROR_KEY_CALLS, switches: switchesNow() }, headers);
}

/**
 * Answers `/api/*`, the seeded pictures (`/mock-images/*`) and the fault switches; resolves to false for any other path (the static server serves it).
 * `origin`: the server's own origin, for the request URL the handlers match (`http://localhost:8000`).
 */
export async function handleReferenceApi(req: IncomingMessage, res: ServerResponse, origin: string): Promise<boolean> {
  const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
  const isApi = path.startsWith(API_PREFIX) || path.startsWith(IMAGES_PREFIX);
  if (!isApi && path !== FAULTS_PATH) return false;

  let id = readWorldCookie(req.headers.cookie);
  const setCookie: string[] = [];
  if (!id) {
    id = randomUUID();
    setCookie.push(`${WORLD_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`);
  }
  const world = worldOf(id);

  await current.run(world, async () => {
    if (!isApi) return answerFaults(req, res, setCookie);
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? null : await readBody(req);
    if (body === null && method !== 'GET' && method !== 'HEAD') {
      json(res, 413, { errors: [{ errorKey: '_ERR_DEFAULT_KEY', errorMessage: 'Request body too large' }] }, { Connection: 'close' });
      res.on('finish', () => req.destroy());
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || name.startsWith(':')) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const request = new Request(new URL(req.url ?? '/', origin), { method, headers, body: body && body.length ? new Uint8Array(body) : null });
    const response = await getResponse(handlers, request);
    if (!response) {
      const headers: Record<string, string[]> = setCookie.length ? { 'Set-Cookie': setCookie } : {};
      return json(res, 404, { errors: [{ errorKey: '_ERR_DEFAULT_KEY', errorMessage: `No such call: ${method} ${path}` }] }, headers);
    }
    // HttpResponse.error(): a network failure, as the browser would see it (the connection drops).
    if (response.type === 'error') {
      req.socket.destroy();
      return;
    }
    const out: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') out[name] = value;
    });
    const cookies = [...setCookie, ...response.headers.getSetCookie()];
    if (cookies.length) out['set-cookie'] = cookies;
    out['cache-control'] ??= 'no-store';
    let payload = Buffer.from(await response.arrayBuffer());
    // Compressed as a retailer's API gateway would (a 264-store answer is ~100 kB of JSON).
    const accepted = String(req.headers['accept-encoding'] ?? '');
    if (payload.length > 1024) {
      if (/\bbr\b/.test(accepted)) {
        payload = brotliCompressSync(payload);
        out['content-encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepted)) {
        payload = gzipSync(payload);
        out['content-encoding'] = 'gzip';
      }
      out.vary = 'Accept-Encoding';
    }
    out['content-length'] = String(payload.length);
    res.writeHead(response.status, out);
    res.end(method === 'HEAD' ? undefined : payload);
  });
  return true;
}
