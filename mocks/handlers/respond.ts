import { HttpResponse } from 'msw';

/** Helpers shared by the reference API's services: the contract's error body and reading a JSON object body. */

/** `{ errors: [ { errorKey, errorMessage } ] }` with this status. */
export function errorBody(errorKey: string, status: number, errorMessage?: string) {
  return HttpResponse.json({ errors: [{ errorKey, errorMessage }] }, { status });
}

/** The request's JSON body when it is an object, else null (not JSON, an array, a scalar). */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A trimmed string, a number as text, else ''. */
export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
