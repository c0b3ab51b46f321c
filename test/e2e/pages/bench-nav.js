// The baseline of `npm run bench -- header`: a minimal W3C APG disclosure navigation in plain DOM (bench-nav.html).
// Each L1 button has aria-expanded and aria-controls naming its panel; a click toggles its panel and closes any other
// (one panel at a time); Escape closes the open panel and returns focus to its button; focus leaving the navigation
// closes it. No hover, no framework, no state beyond the DOM.
const nav = document.querySelector('nav.nav');
const buttons = [...nav.querySelectorAll('button[aria-controls]')];
const panelOf = (button) => document.getElementById(button.getAttribute('aria-controls'));

function setOpen(button, open) {
  button.setAttribute('aria-expanded', String(open));
  panelOf(button).hidden = !open;
}

const openButton = () => buttons.find((b) => b.getAttribute('aria-expanded') === 'true') ?? null;

for (const button of buttons) {
  button.addEventListener('click', () => {
    const wasOpen = button.getAttribute('aria-expanded') === 'true';
    const other = openButton();
    if (other && other !== button) setOpen(other, false);
    setOpen(button, !wasOpen);
  });
}

nav.addEventListener('keydown', (event) => {
  const open = openButton();
  if (event.key !== 'Escape' || !open) return;
  event.preventDefault();
  setOpen(open, false);
  open.focus();
});

nav.addEventListener('focusout', (event) => {
  const open = openButton();
  if (open && event.relatedTarget instanceof Node && !nav.contains(event.relatedTarget)) setOpen(open, false);
});
