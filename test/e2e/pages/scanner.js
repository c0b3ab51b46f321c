// The scanner test page's glue: records <sg-search>'s sg-search and sg-navigate events in window.__scanEvents and
// cancels them (this server has no /search or product pages), and says when the element is defined.
window.__scanEvents = [];
for (const type of ['sg-search', 'sg-navigate']) {
  document.addEventListener(type, (event) => {
    window.__scanEvents.push({ type, detail: event.detail, cancelable: event.cancelable });
    event.preventDefault();
  });
}
customElements.whenDefined('sg-search').then(() => document.documentElement.setAttribute('data-scanner-page', 'ready'));
