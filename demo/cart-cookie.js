// The demo's visitor: a classic (non-module) script, so it runs before the library's module scripts and the cart
// finds its cookies when the first cart element loads. A persistent login (the cart needs it) and, on a first visit
// only, the reference API's seeded cart 5001 (3 lines, 4 items). Later visits keep whatever cart WC_OrdId names.
(function () {
  var has = function (name) {
    return document.cookie.split(';').some(function (part) {
      return part.trim().indexOf(name + '=') === 0;
    });
  };
  document.cookie = 'WC_PERSISTENT=1; path=/; SameSite=Lax';
  if (!has('WC_OrdId')) document.cookie = 'WC_OrdId=5001; path=/; SameSite=Lax';
})();
