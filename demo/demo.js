// The demo page's only glue: the sub-header button opens the gift card dialog. Kept external (strict CSP).
const opener = document.getElementById('open-gift-card');
const dialog = document.getElementById('gc-dialog');

opener?.addEventListener('click', async () => {
  await customElements.whenDefined('sg-gift-card-balance');
  dialog?.show();
});
