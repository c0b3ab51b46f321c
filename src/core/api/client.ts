import * as v from 'valibot';
import { API_BASE_DEFAULT, API_TIMEOUT_DEFAULT_MS } from '../constants';
import { DEFAULT_ERROR_KEY, messageFor } from '../errors';
import { joinPath } from '../url';

/** What went wrong, so that flows can tell a server answer from a dead connection. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'parse' | 'schema';

/** A failed call. `key` comes from `errors[0].errorKey` (or `_ERR_DEFAULT_KEY`), ready for the error catalogue. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly key: string,
    readonly status?: number,
    /** `errors[0].errorCode`, when the server sent one. */
    readonly errorCode?: string,
    /** `errors[0].errorMessage`, as plain text; shown only where a flow's switch allows it. */
    readonly serverMessage?: string,
  ) {
    super(messageFor(key));
  }
}

/** True for the abort of a flow's own signal: such requests are silently ignored. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * How a flow reaches the retailer's API: the element's `api-base` (attribute, else the page configuration's
 * `apiBase`, else `/api`, resolved by the element factory, elements/define.ts). Every machine takes it as `input.api`, keeps it in
 * `context.api` (an `API.CHANGE` event replaces it) and gives it to each actor's input; the actor passes `base` on.
 */
export interface ApiSettings {
  base?: string;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T> {
  /** The element's `api-base` attribute; `/api` by default. */
  base?: string;
  path: string;
  /** A complete URL (same-origin path or absolute) used as is instead of `base` + `path`, e.g. `speech-to-text-url`. */
  url?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** The flow's signal: leaving the state aborts the call. */
  signal?: AbortSignal;
  timeoutMs?: number;
  schema: v.GenericSchema<unknown, T>;
}

const ErrorBody = v.object({
  errors: v.pipe(
    v.array(
      v.looseObject({
        errorKey: v.optional(v.string()),
        errorCode: v.optional(v.string()),
        errorMessage: v.optional(v.string()),
      }),
    ),
    v.minLength(1),
  ),
});

function errorFromBody(body: unknown, status: number): ApiError {
  const parsed = v.safeParse(ErrorBody, body);
  if (!parsed.success) return new ApiError('http', DEFAULT_ERROR_KEY, status);
  const first = parsed.output.errors[0]!;
  return new ApiError('http', first.errorKey || DEFAULT_ERROR_KEY, status, first.errorCode, first.errorMessage);
}

function buildUrl(base: string, path: string, query?: Query): string {
  const url = joinPath(base, path);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

const abortError = () => new DOMException('The request was aborted.', 'AbortError');

/**
 * Waits for a request that others share (a page-level cache) until `signal` aborts: this caller then stops waiting
 * with the usual AbortError, while the shared request goes on for the others.
 */
export function untilAborted<T>(shared: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return shared;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(abortError());
    signal.addEventListener('abort', abort, { once: true });
    shared.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}

/**
 * The one way elements call the retailer's API: URL from `api-base`, the flow's AbortSignal, a timeout per call,
 * JSON parsing, schema validation, and typed errors. Aborts (by the flow) reject with an AbortError that callers
 * ignore; everything else rejects with an ApiError. Retries are the flows' (the cart machine retries 500/502/503/504 with
 * a named delay), so that time stays visible and testable in the machine.
 */
export async function request<T>(options: RequestOptions<T>): Promise<T> {
  if (options.signal?.aborted) throw abortError();
  const url = options.url ?? buildUrl(options.base ?? API_BASE_DEFAULT, options.path, options.query);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_DEFAULT_MS);
  const onFlowAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onFlowAbort, { once: true });

  let status = 0;
  let text = '';
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
    status = response.status;
    text = await response.text();
  } catch {
    if (options.signal?.aborted) throw abortError();
    if (timedOut) throw new ApiError('timeout', '_ERR_TIMEOUT', 408);
    throw new ApiError('network', '_ERR_NETWORK');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onFlowAbort);
  }

  let body: unknown = undefined;
  let parseFailed = false;
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      parseFailed = true;
    }
  }

  if (status < 200 || status >= 300) throw errorFromBody(body, status);
  if (parseFailed) throw new ApiError('parse', '_ERR_BAD_RESPONSE', status);
  // Some 2xx answers carry an error list instead of data (api-contract.md, "Conventions").
  if (v.is(ErrorBody, body)) throw errorFromBody(body, status);
  const result = v.safeParse(options.schema, body);
  if (!result.success) throw new ApiError('schema', '_ERR_BAD_RESPONSE', status);
  return result.output;
}
