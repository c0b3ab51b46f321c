// The demo pages' fault-switch panel for the reference storefront API. The API itself runs in the demo server's Node
// process (mocks/server.ts, served by scripts/serve.mjs), not in the page: the page loads only what a retailer's page
// would, plus this small panel. Bundled by scripts/build-demo.mjs into demo/build/fault-panel.js.
// The panel asks the server for the calls and this browser's switches when it is first opened, and saves each change
// at once (`PUT /__reference-api/faults`); a polite status says when a change is saved. Built with plain DOM calls and
// textContent only; its styles live in demo/demo.css (the page runs under a strict CSP: no inline styles).
// On a page whose configuration enables express checkout wallets (the demo's payment providers' stand-ins), the panel
// also says what the shopper does in each provider's window: those switches live in the page, not in the server.

interface Fault {
  latencyMs?: number;
  status?: number;
  malformed?: boolean;
  networkError?: boolean;
  /** The cart's calls: answer with this error key (the server's `errorKeys` lists them per call). */
  errorKey?: string;
  /** A call's own options (the server's `options`), e.g. speech-to-text's `noSpeech`. */
  [option: string]: number | boolean | string | undefined;
}
interface FaultState {
  calls: Record<string, string>;
  /** Per call, the boolean switches only it has: option name -> label. */
  options?: Record<string, Record<string, string>>;
  /** Per call, the error keys its switch can answer with. */
  errorKeys?: Record<string, string[]>;
  switches: Record<string, Fault>;
}

const ENDPOINT = '/__reference-api/faults';
const STATUSES = [400, 401, 403, 404, 429, 500, 502, 503, 504] as const;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: Node[]) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

const text = (value: string): Text => document.createTextNode(value);

async function request(init?: RequestInit): Promise<FaultState> {
  const response = await fetch(ENDPOINT, { credentials: 'same-origin', ...init, headers: { 'Content-Type': 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as FaultState;
}

/**
 * One fieldset of switches for one call of the reference API; `save` sends its switch to the server. `options`: the
 * call's own boolean switches (name -> label), shown as checkboxes after the common ones.
 */
function callSwitches(
  call: string,
  description: string,
  current: Fault,
  save: (call: string, fault: Fault) => void,
  options: Record<string, string> = {},
  errorKeys: readonly string[] = [],
): HTMLFieldSetElement {
  const id = (what: string) => `sg-fault-${call}-${what}`;
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
  const errorKey = el('select', { id: id('error-key') }, el('option', { value: '' }, text('none')));
  for (const key of errorKeys) errorKey.append(el('option', { value: key }, text(key)));
  errorKey.value = typeof current.errorKey === 'string' ? current.errorKey : '';
  const own = Object.entries(options).map(([name, label]) => ({
    name,
    label,
    input: el('input', { id: id(`option-${name}`), type: 'checkbox', checked: current[name] === true }),
  }));

  const apply = () => {
    const latencyMs = Math.max(0, Math.min(60000, Number(latency.value) || 0));
    const fault: Fault = {};
    if (latencyMs > 0) fault.latencyMs = latencyMs;
    if (status.value) fault.status = Number(status.value);
    if (malformed.checked) fault.malformed = true;
    if (networkError.checked) fault.networkError = true;
    if (errorKey.value) fault.errorKey = errorKey.value;
    for (const option of own) if (option.input.checked) fault[option.name] = true;
    save(call, fault);
  };
  for (const control of [latency, status, malformed, networkError, errorKey, ...own.map((option) => option.input)]) control.addEventListener('change', apply);

  const row = (label: string, control: HTMLElement, className: string) =>
    el('div', { className }, el('label', { htmlFor: control.id }, text(label)), control);

  return el(
    'fieldset',
    { className: 'sg-faults__call' },
    el('legend', {}, text(description)),
    row('Latency (ms)', latency, 'sg-faults__row'),
    row('HTTP status', status, 'sg-faults__row'),
    ...(errorKeys.length ? [row('Error key', errorKey, 'sg-faults__row')] : []),
    el('div', { className: 'sg-faults__check' }, malformed, el('label', { htmlFor: malformed.id }, text('Malformed JSON body'))),
    el('div', { className: 'sg-faults__check' }, networkError, el('label', { htmlFor: networkError.id }, text('Network error'))),
    ...own.map((option) => el('div', { className: 'sg-faults__check' }, option.input, el('label', { htmlFor: option.input.id }, text(option.label)))),
  );
}

/**
 * The wallets' stand-ins (test/stand-ins/) and what each can answer; each reads its switch from a page global when the
 * shopper presses its button (`next`, with the other fields the stand-in keeps there, whose defaults are these).
 */
const ALL = ['approve', 'cancel', 'error'] as const;
const NO_ERROR = ['approve', 'cancel'] as const;
const WALLET_STAND_INS = [
  { wallet: 'paypal', label: 'PayPal', global: '__payPalStandIn',
    outcomes: ALL, defaults: { eligible: true, orders: [] } },
  { wallet: 'applePay', label: 'Apple Pay', global: '__applePayStandIn',
    outcomes: NO_ERROR, defaults: { canPay: true, sessions: [] } },
  { wallet: 'googlePay', label: 'Google Pay', global: '__googlePayStandIn',
    outcomes: ALL, defaults: { ready: true, requests: [] } },
  { wallet: 'klarna', label: 'Klarna', global: '__klarnaStandIn',
    outcomes: NO_ERROR, defaults: { script: null, buttons: [] } },
] as const;

/** The wallets the page's configuration enables (`payments.wallets.<wallet>.enabled`), in the table's order. */
function enabledWallets(): Array<(typeof WALLET_STAND_INS)[number]> {
  try {
    const config = JSON.parse(document.getElementById('sg-config')?.textContent ?? '{}') as {
      payments?: { expressCheckout?: boolean; wallets?: Record<string, { enabled?: boolean } | undefined> };
    };
    if (config.payments?.expressCheckout !== true) return [];
    return WALLET_STAND_INS.filter(({ wallet }) => config.payments?.wallets?.[wallet]?.enabled === true);
  } catch {
    return [];
  }
}

/**
 * One fieldset with a select per enabled wallet: the stand-in's answer to the next press (approve, cancel, error).
 * Returns it with a `reset` that puts every wallet back to approve; null when the page enables no wallet.
 */
function walletSwitches(): { fieldset: HTMLFieldSetElement; reset: () => void } | null {
  const wallets = enabledWallets();
  if (!wallets.length) return null;
  const globals = window as unknown as Record<string, Record<string, unknown> | undefined>;
  const selects = wallets.map((standIn) => {
    const select = el('select', { id: `sg-fault-stand-in-${standIn.wallet}` });
    for (const outcome of standIn.outcomes) select.append(el('option', { value: outcome }, text(outcome)));
    const current = globals[standIn.global]?.['next'];
    const outcomes: readonly string[] = standIn.outcomes;
    select.value = typeof current === 'string' && outcomes.includes(current) ? current : 'approve';
    const apply = () => {
      const control = (globals[standIn.global] ??= { next: 'approve', ...structuredClone(standIn.defaults) });
      control['next'] = select.value;
    };
    select.addEventListener('change', apply);
    return { standIn, select, apply };
  });
  const fieldset = el(
    'fieldset',
    { className: 'sg-faults__call' },
    el('legend', {}, text('Wallet stand-ins (this page)')),
    el('p', { className: 'sg-faults__note' }, text("What the shopper does in each provider's window, next time.")),
    ...selects.map(({ standIn, select }) =>
      el('div', { className: 'sg-faults__row' }, el('label', { htmlFor: select.id }, text(standIn.label)), select),
    ),
  );
  const reset = () => {
    for (const { select, apply } of selects) {
      select.value = 'approve';
      apply();
    }
  };
  return { fieldset, reset };
}

function renderPanel(): HTMLElement {
  const status = el('p', { className: 'sg-faults__note', role: 'status' });
  const calls = el('div');
  const wallets = walletSwitches();
  const reset = el('button', { type: 'button', className: 'sg-faults__reset' }, text('Clear all switches'));
  const body = el(
    'div',
    { className: 'sg-faults__body' },
    el('p', { className: 'sg-faults__note' }, text('The demo server answers /api/* for this browser with these switches until it restarts.')),
    calls,
    ...(wallets ? [wallets.fieldset] : []),
    reset,
    status,
  );
  const panel = el('details', { className: 'sg-faults' }, el('summary', {}, text('Reference API fault switches')), body);

  // Each change is saved at once; the status says when none is left on its way.
  // A failure stays said until the panel shows the server's switches again ("Clear all switches").
  let pending = 0;
  let failed: string | null = null;
  const send = async (init: RequestInit): Promise<FaultState> => {
    pending += 1;
    status.textContent = 'Saving…';
    try {
      const state = await request(init);
      pending -= 1;
      if (pending === 0) status.textContent = failed ?? 'Switches saved.';
      return state;
    } catch (error) {
      pending -= 1;
      failed = `A switch could not be saved (${error instanceof Error ? error.message : String(error)}); clear all switches to start again.`;
      status.textContent = failed;
      throw error;
    }
  };
  const save = (call: string, fault: Fault) => void send({ method: 'PUT', body: JSON.stringify({ call, fault }) }).catch(() => {});

  const show = (state: FaultState) =>
    calls.replaceChildren(
      ...Object.entries(state.calls).map(([call, description]) => callSwitches(call, description, state.switches[call] ?? {}, save, state.options?.[call], state.errorKeys?.[call])),
    );

  let loaded = false;
  panel.addEventListener('toggle', () => {
    if (!panel.open || loaded) return;
    loaded = true;
    status.textContent = 'Loading the switches…';
    request().then(
      (state) => {
        show(state);
        status.textContent = '';
      },
      (error: unknown) => {
        loaded = false;
        status.textContent = `The demo server did not answer (${error instanceof Error ? error.message : String(error)}).`;
      },
    );
  });
  reset.addEventListener('click', () => {
    failed = null;
    wallets?.reset();
    send({ method: 'DELETE' }).then(show, () => {});
  });
  // An aside landmark so that axe's "all content in landmarks" rule holds for the panel too.
  return el('aside', { className: 'sg-faults-region', ariaLabel: 'Reference API' }, panel);
}

/**
 * The analytics log (docs/analytics.md), on a page whose configuration has an `analytics` section: a consent switch
 * (the `sg-analytics-consent` event a consent manager would dispatch) and what was pushed to which layer, newest
 * first. The demo wraps the layers' `push` as a tag manager would read them; each entry is text (textContent).
 */
function renderAnalyticsLog(): HTMLElement | null {
  let layers: string[] = [];
  try {
    const config = JSON.parse(document.getElementById('sg-config')?.textContent ?? '{}') as { analytics?: { layers?: string[] } };
    if (!config.analytics) return null;
    layers = config.analytics.layers ?? [];
  } catch {
    return null;
  }
  const consent = el('input', { type: 'checkbox', id: 'sg-analytics-consent' });
  const log = el('ol', { className: 'sg-faults__log', ariaLabel: 'Pushed analytics events, newest first' });
  const status = el('p', { className: 'sg-faults__note', role: 'status' }, text('Nothing pushed yet: events before consent are dropped.'));
  let count = 0;
  const add = (layer: string, entry: unknown) => {
    count += 1;
    const { event, ...rest } = entry as { event?: unknown };
    const details = JSON.stringify(rest, (key, value: unknown) => (key === 'sg_context' || key === 'page' || key === 'user' ? undefined : value));
    log.prepend(el('li', {}, el('strong', {}, text(`${layer}: ${String(event ?? 'state')}`)), text(` ${details}`)));
    while (log.children.length > 30) log.lastElementChild?.remove();
    status.textContent = `${count} pushed.`;
  };
  const globals = window as unknown as Record<string, unknown[] | undefined>;
  for (const [layer, name] of [
    ['ga4', 'dataLayer'],
    ['adobe', 'adobeDataLayer'],
  ] as const) {
    if (!layers.includes(layer)) continue;
    const list = (globals[name] ??= []);
    const push = list.push.bind(list);
    list.push = (...items: unknown[]) => {
      for (const item of items) add(name, item);
      return push(...items);
    };
  }
  consent.addEventListener('change', () => {
    document.dispatchEvent(new CustomEvent('sg-analytics-consent', { detail: { granted: consent.checked } }));
  });
  const body = el(
    'div',
    { className: 'sg-faults__body' },
    el('p', { className: 'sg-faults__note' }, text(`Layers: ${layers.join(', ') || 'none (the sg-analytics event only)'}.`)),
    el('label', { className: 'sg-faults__check', htmlFor: consent.id }, consent, text('Analytics consent granted')),
    status,
    log,
  );
  // Its own landmark, above the fault panel: that one stays as the tests and the bench know it.
  return el('aside', { className: 'sg-faults-region', ariaLabel: 'Analytics' }, el('details', { className: 'sg-faults' }, el('summary', {}, text('Analytics log')), body));
}

function mount() {
  // The panels stack in one corner (a plain box: each panel is its own landmark).
  const analytics = renderAnalyticsLog();
  document.body.append(el('div', { className: 'sg-demo-panels' }, ...(analytics ? [analytics] : []), renderPanel()));
  // The e2e tests and the bench wait for this before they use the panel.
  document.documentElement.setAttribute('data-reference-api', 'ready');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount, { once: true });
else mount();
