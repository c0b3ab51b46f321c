// Imports element scripts lazily, several in the same tick: the same entry twice (the header's nav and sticky actors
// do that with its runtime chunk) and two entries that share chunks. Each importer then reads every export of the
// module it was given: a module handed over before it has evaluated throws a ReferenceError right here, as the
// header's `createActor(stickyMachine)` did in WebKit. The page says it is done with `data-imported` on <html>.
const entries = ['sg-mini-cart', 'sg-cart-drawer', 'sg-mini-cart', 'sg-toasts', 'sg-cart-drawer'];
const modules = await Promise.all(entries.map((name) => import(`/dist/elements/${name}.js`)));
for (const [i, module] of modules.entries()) {
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== 'function') throw new Error(`${entries[i]}.js: export ${name} is ${typeof value}`);
  }
}
document.documentElement.setAttribute('data-imported', String(modules.length));
