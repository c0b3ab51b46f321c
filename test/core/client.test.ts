import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { worker } from '../../mocks/browser';
import { ApiError, isAbortError, request, untilAborted } from '../../src/core/api';
import { withReferenceApi } from '../helpers/api';
import { failure } from '../helpers/failure';

withReferenceApi();
afterEach(() => worker.resetHandlers());

const Thing = v.object({ name: v.string() });

describe('API client', () => {
  it('builds the URL from the base, validates the body and returns it', async () => {
    let seen = '';
    worker.use(
      http.get('*/shop-api/things/1', ({ request: r }) => {
        seen = r.url;
        return HttpResponse.json({ name: 'tent', extra: true });
      }),
    );
    const result = await request({ base: '/shop-api/', path: '/things/1', query: { a: 'b c', skip: undefined }, schema: Thing });
    expect(result).to.deep.equal({ name: 'tent' });
    expect(seen).to.match(/\/shop-api\/things\/1\?a=b\+c$/);
  });

  it('turns errors[0].errorKey into a typed error, or _ERR_DEFAULT_KEY without a list', async () => {
    worker.use(
      http.get('*/api/e1', () => HttpResponse.json({ errors: [{ errorKey: '_RTS_GC_INACTIVE', errorCode: 'C1', errorMessage: 'm' }] }, { status: 400 })),
      http.get('*/api/e2', () => HttpResponse.text('<html>oops</html>', { status: 500 })),
      http.get('*/api/e3', () => HttpResponse.json({ errors: [{ errorKey: 'OUT_OF_STOCK' }] })),
    );
    const e1 = (await failure(request({ path: '/e1', schema: Thing }))) as ApiError;
    expect(e1).to.be.instanceOf(ApiError);
    expect([e1.kind, e1.key, e1.status, e1.errorCode, e1.serverMessage]).to.deep.equal(['http', '_RTS_GC_INACTIVE', 400, 'C1', 'm']);
    const e2 = (await failure(request({ path: '/e2', schema: Thing }))) as ApiError;
    expect([e2.kind, e2.key, e2.status]).to.deep.equal(['http', '_ERR_DEFAULT_KEY', 500]);
    const e3 = (await failure(request({ path: '/e3', schema: Thing }))) as ApiError;
    expect([e3.key, e3.status]).to.deep.equal(['OUT_OF_STOCK', 200]);
  });

  it('reports malformed JSON and missing fields as bad responses', async () => {
    worker.use(
      http.get('*/api/m1', () => new HttpResponse('{"name": ', { headers: { 'Content-Type': 'application/json' } })),
      http.get('*/api/m2', () => HttpResponse.json({ nom: 'x' })),
    );
    const m1 = (await failure(request({ path: '/m1', schema: Thing }))) as ApiError;
    expect([m1.kind, m1.key]).to.deep.equal(['parse', '_ERR_BAD_RESPONSE']);
    const m2 = (await failure(request({ path: '/m2', schema: Thing }))) as ApiError;
    expect([m2.kind, m2.key]).to.deep.equal(['schema', '_ERR_BAD_RESPONSE']);
  });

  it('reports network errors and timeouts', async () => {
    worker.use(
      http.get('*/api/net', () => HttpResponse.error()),
      http.get('*/api/slow', async () => {
        await delay(1000);
        return HttpResponse.json({ name: 'late' });
      }),
    );
    const net = (await failure(request({ path: '/net', schema: Thing }))) as ApiError;
    expect([net.kind, net.key]).to.deep.equal(['network', '_ERR_NETWORK']);
    const slow = (await failure(request({ path: '/slow', schema: Thing, timeoutMs: 50 }))) as ApiError;
    expect([slow.kind, slow.key]).to.deep.equal(['timeout', '_ERR_TIMEOUT']);
  });

  it('rejects with an AbortError (ignored by flows) when the flow aborts', async () => {
    worker.use(
      http.get('*/api/slow', async () => {
        await delay(1000);
        return HttpResponse.json({ name: 'late' });
      }),
    );
    const controller = new AbortController();
    const pending = failure(request({ path: '/slow', schema: Thing, signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect(isAbortError(await pending)).to.equal(true);
  });
});

describe('untilAborted (a shared request, one caller leaving)', () => {
  it('rejects the leaving caller with an AbortError while the shared request resolves for the others', async () => {
    let finish: (value: string) => void = () => {};
    const shared = new Promise<string>((resolve) => (finish = resolve));
    const leaving = new AbortController();
    const left = untilAborted(shared, leaving.signal).then(
      () => 'resolved',
      (error: unknown) => (isAbortError(error) ? 'aborted' : 'other'),
    );
    const staying = untilAborted(shared, new AbortController().signal);
    leaving.abort();
    finish('terms');
    expect(await left).to.equal('aborted');
    expect(await staying).to.equal('terms');
    const already = new AbortController();
    already.abort();
    expect(await untilAborted(shared, already.signal).catch((e: unknown) => isAbortError(e))).to.equal(true);
  });
});

