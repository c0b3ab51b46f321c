// The demo page's reference storefront API (msw in a service worker) and its fault-switch panel. Bundled by
// scripts/build-demo.mjs into demo/build/reference-api.js. The panel is built with plain DOM calls and textContent
// only; its styles live in demo/demo.css (the page runs under a strict CSP: no inline styles).
import { CALLS, faults, startReferenceApi, type CallName, type Fault } from '../mocks/browser';

const STATUSES = [400, 404, 429, 500, 502, 503, 504] as const;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Node[]) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

function text(value: string): Text {
  return document.createTextNode(value);
}

/** One fieldset of switches for one call of the reference API. */
function callSwitches(call: CallName, description: string): HTMLFieldSetElement {
  const id = (what: string) => `sg-fault-${call}-${what}`;
  const current = faults.get(call);

  const latency = el('input', {
    id: id('latency'),
    type: 'number',
    min: '0',
    max: '60000',
    step: '100',
    inputMode: 'numeric',
    value: String(current.latencyMs ?? 0),
  });
  const status = el('select', { id: id('status') }, el('option', { value: '' }, text('none')));
  for (const code of STATUSES) status.append(el('option', { value: String(code) }, text(String(code))));
  status.value = current.status ? String(current.status) : '';
  const malformed = el('input', { id: id('malformed'), type: 'checkbox', checked: Boolean(current.malformed) });
  const networkError = el('input', { id: id('network'), type: 'checkbox', checked: Boolean(current.networkError) });

  const apply = () => {
    const latencyMs = Math.max(0, Math.min(60000, Number(latency.value) || 0));
    const fault: Fault = {};
    if (latencyMs > 0) fault.latencyMs = latencyMs;
    if (status.value) fault.status = Number(status.value);
    if (malformed.checked) fault.malformed = true;
    if (networkError.checked) fault.networkError = true;
    if (Object.keys(fault).length) faults.set(call, fault);
    else faults.clear(call);
  };
  for (const control of [latency, status, malformed, networkError]) control.addEventListener('change', apply);
  latency.addEventListener('input', apply);

  const row = (label: string, control: HTMLElement, className: string) =>
    el('div', { className }, el('label', { htmlFor: control.id }, text(label)), control);

  return el(
    'fieldset',
    { className: 'sg-faults__call' },
    el('legend', {}, text(description)),
    row('Latency (ms)', latency, 'sg-faults__row'),
    row('HTTP status', status, 'sg-faults__row'),
    el('div', { className: 'sg-faults__check' }, malformed, el('label', { htmlFor: malformed.id }, text('Malformed JSON body'))),
    el('div', { className: 'sg-faults__check' }, networkError, el('label', { htmlFor: networkError.id }, text('Network error'))),
  );
}

function renderPanel(): HTMLElement {
  const calls = Object.entries(CALLS) as [CallName, string][];
  const reset = el('button', { type: 'button', className: 'sg-faults__reset' }, text('Clear all switches'));
  const panel = el(
    'details',
    { className: 'sg-faults' },
    el('summary', {}, text('Reference API fault switches')),
    el(
      'div',
      { className: 'sg-faults__body' },
      el('p', { className: 'sg-faults__note' }, text('Applies to this tab until it is closed.')),
      ...calls.map(([call, description]) => callSwitches(call, description)),
      reset,
    ),
  );
  reset.addEventListener('click', () => {
    faults.clear();
    const body = panel.querySelector('.sg-faults__body');
    body?.querySelectorAll('fieldset').forEach((fieldset, i) => {
      const entry = calls[i];
      if (entry) fieldset.replaceWith(callSwitches(entry[0], entry[1]));
    });
  });
  // An aside landmark so that axe's "all content in landmarks" rule holds for the panel too.
  return el('aside', { className: 'sg-faults-region', ariaLabel: 'Reference API' }, panel);
}

faults.persist();
const ready = startReferenceApi();

// On a first visit the service worker controls the page only once it has started, but elements that fetch as soon
// as they mount (the cart loads on upgrade) would call before that and reach the static server (404). This module
// runs before the library's module scripts (document order), so until the reference API is ready every fetch of
// the page waits for it. The library calls the global fetch at call time, so it goes through this wrapper.
const nativeFetch = window.fetch.bind(window);
let apiStarted = false;
window.fetch = function referenceApiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (apiStarted) return nativeFetch(input, init);
  const go = () => nativeFetch(input, init);
  return ready.then(go, go);
};
ready.then(
  () => (apiStarted = true),
  () => (apiStarted = true),
);

function mount() {
  document.body.append(renderPanel());
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount, { once: true });
else mount();

ready.then(
  () => document.documentElement.setAttribute('data-reference-api', 'ready'),
  (error: unknown) => {
    document.documentElement.setAttribute('data-reference-api', 'failed');
    console.error('The reference API could not start:', error);
  },
);
