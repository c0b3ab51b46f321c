/**
 * Safe storage: localStorage, sessionStorage and cookies behind one wrapper. Disabled storage (privacy modes,
 * sandboxed iframes), a full quota, or a corrupt value reads as empty and never throws into a flow.
 */

export interface SafeStore {
  get(key: string): string | null;
  /** Returns false when the value could not be stored (disabled or full). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  /** Parses JSON and checks it; a corrupt or invalid value reads as null and is removed. */
  getJSON<T>(key: string, isValid: (value: unknown) => value is T): T | null;
  setJSON(key: string, value: unknown): boolean;
}

function areaOf(kind: 'local' | 'session'): Storage | null {
  try {
    const area = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return area ?? null;
  } catch {
    return null; // SecurityError when storage is disabled
  }
}

function createStore(kind: 'local' | 'session'): SafeStore {
  const store: SafeStore = {
    get(key) {
      try {
        return areaOf(kind)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const area = areaOf(kind);
        if (!area) return false;
        area.setItem(key, value);
        return true;
      } catch {
        return false; // QuotaExceededError or disabled
      }
    },
    remove(key) {
      try {
        areaOf(kind)?.removeItem(key);
      } catch {
        /* disabled storage: nothing to remove */
      }
    },
    getJSON(key, isValid) {
      const raw = store.get(key);
      if (raw === null) return null;
      try {
        const value: unknown = JSON.parse(raw);
        if (isValid(value)) return value;
      } catch {
        /* corrupt JSON falls through */
      }
      store.remove(key);
      return null;
    },
    setJSON(key, value) {
      let text: string;
      try {
        text = JSON.stringify(value);
      } catch {
        return false;
      }
      return store.set(key, text);
    },
  };
  return store;
}

export const local: SafeStore = createStore('local');
export const session: SafeStore = createStore('session');

function readCookieString(): string {
  try {
    return globalThis.document?.cookie ?? '';
  } catch {
    return ''; // sandboxed documents throw on cookie access
  }
}

/** Reads one cookie; a malformed percent-encoding reads as the raw text, a missing cookie as null. */
export function getCookie(name: string): string | null {
  for (const part of readCookieString().split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

/** Writes a cookie; returns false when cookies are unavailable. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, `SameSite=${options.sameSite ?? 'Lax'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`);
  try {
    globalThis.document.cookie = parts.join('; ');
    return true;
  } catch {
    return false;
  }
}

export function removeCookie(name: string, path = '/'): void {
  setCookie(name, '', { maxAgeSeconds: 0, path });
}

/** A pipe-separated cookie list such as `cncFeatures=sla2|paw|qv`. */
export function getCookieList(name: string): string[] {
  const value = getCookie(name);
  return value ? value.split('|').map((s) => s.trim()).filter(Boolean) : [];
}
