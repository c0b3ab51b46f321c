// The floor of the cart drawer's open (scripts/bench/cart.mjs, issue 27): a hand-written modal <dialog> with 100 rows
// shaped like the drawer's lines (a picture box, a name on two lines, the variant, the price, a quantity stepper and a
// Remove button), no framework, added to a page next to its elements. A click on its button calls showModal() and
// focuses the dialog's close button in the click's own task, as a page that does nothing else would. Measured like
// the drawer (bench-frames.js): the click's Event Timing duration and the frame that shows the open dialog with every
// row. Built with DOM calls and a constructable stylesheet, so it runs under the demo pages' CSP and Trusted Types.
import { interactionSince, observeEvents, onArmedClick, waitForEntries, whenPainted } from './bench-frames.js';

/** 100 rows; `?rows=0` on the module's URL gives an empty dialog: what showModal() alone costs on the page. */
const ROWS = Number(new URL(import.meta.url).searchParams.get('rows') ?? 100);
const events = observeEvents();

const sheet = new CSSStyleSheet();
sheet.replaceSync(`
  .floor-open { position: fixed; left: 8px; top: 50%; z-index: 2147483647; }
  .floor { inset-inline-start: auto; margin: 0; height: 100%; max-height: none; width: min(420px, 100%); padding: 0; border: 0; }
  .floor::backdrop { background: rgb(0 0 0 / 0.5); }
  .floor-list { list-style: none; margin: 0; padding: 16px; display: grid; gap: 16px; }
  .floor-row { display: grid; grid-template-columns: 80px 1fr auto; gap: 12px; align-items: start; }
  .floor-pic { width: 80px; height: 80px; background: #eee; border-radius: 4px; }
  .floor-name { margin: 0; font-weight: 600; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
  .floor-variant { margin: 4px 0 0; color: #555; font-size: 14px; }
  .floor-qty { display: inline-flex; align-items: center; gap: 4px; margin-top: 8px; }
  .floor-price { font-weight: 600; }
`);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const el = (tag, className, text) => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const dialog = el('dialog', 'floor');
dialog.setAttribute('aria-label', 'Floor dialog');
const close = el('button', '', 'Close');
close.type = 'button';
close.addEventListener('click', () => dialog.close());
const list = el('ul', 'floor-list');
for (let i = 0; i < ROWS; i++) {
  const row = el('li', 'floor-row');
  const body = el('div');
  body.append(el('p', 'floor-name', `Floor product ${i + 1}, a name long enough to wrap onto a second line of the row`), el('p', 'floor-variant', 'Color: Red · Size: 10'));
  const qty = el('div', 'floor-qty');
  for (const label of ['−', '1', '+']) qty.append(label === '1' ? el('span', '', label) : Object.assign(el('button', '', label), { type: 'button' }));
  const remove = Object.assign(el('button', '', 'Remove'), { type: 'button' });
  body.append(qty, remove);
  row.append(el('div', 'floor-pic'), body, el('span', 'floor-price', '$129.99'));
  list.append(row);
}
dialog.append(close, list);
const open = el('button', 'floor-open', 'Open the floor dialog');
open.type = 'button';
open.addEventListener('click', () => {
  dialog.showModal();
  close.focus();
});
document.body.append(open, dialog);

let probe = null;
onArmedClick(
  () => probe,
  (current, stillCurrent) => whenPainted(current, () => dialog.open && dialog.querySelectorAll('.floor-row').length === ROWS, stillCurrent),
);

window.__benchFloor = {
  ready: () => open.isConnected,
  isOpen: () => dialog.open,
  close: () => dialog.close(),
  arm() {
    const next = { armedAt: performance.now(), clickAt: null, clickTimeStamp: null, rafAt: null, paintedAt: null, frames: 0 };
    next.done = new Promise((resolve) => (next.resolve = resolve));
    probe = next;
  },
  async result(timeoutMs = 10_000) {
    const current = probe;
    if (!current) throw new Error('nothing armed');
    const timedOut = await waitForEntries(current.done, timeoutMs);
    probe = null;
    const { done: _done, resolve: _resolve, ...figures } = current;
    return { ...figures, timedOut, ...interactionSince(events, current.armedAt) };
  },
};
