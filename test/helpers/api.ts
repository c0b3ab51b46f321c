import { faults, startReferenceApi } from '../../mocks/browser';

export { faults, giftCards, INVALID_GIFT_CARD } from '../../mocks/browser';

/** Starts the reference API for this test file and clears fault switches after each test. */
export function withReferenceApi(): void {
  before(async () => {
    await startReferenceApi();
  });
  afterEach(() => faults.clear());
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** The contract's error body. */
export interface ErrorBody {
  errors: { errorKey: string; errorMessage?: string }[];
}

/** Calls the reference API: JSON in (when a body is given) and out, with the answer's status. */
export async function call<T>(url: string, init?: { method?: string; body?: unknown }): Promise<Answer<T>> {
  const response = await fetch(url, {
    method: init?.method ?? 'GET',
    headers: init?.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: init?.body === undefined ? null : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export const post = <T>(url: string, body: unknown) => call<T>(url, { method: 'POST', body });
