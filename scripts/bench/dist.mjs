// The built library as the bench sees it: the files of dist/, their compressed sizes and the import graph between
// them, read from the files themselves (no chunk name is known in advance; the React chunk is recognised by its
// file name starting with `react`).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const DIST = join(ROOT, 'dist');

/** A dist/ file's path relative to dist/, with forward slashes. */
export const rel = (file) => relative(DIST, file).replaceAll('\\', '/');
/** A dist/ file's short name: `chunks/react-abc` for dist/chunks/react-abc.js. */
export const short = (file) => rel(file).replace(/\.js$/, '');
export const isReact = (file) => basename(file).startsWith('react');

/** The .js files of a directory, sorted (none when it does not exist). */
export const jsIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.js'))
        .sort()
        .map((f) => join(dir, f))
    : [];

/** The entries a page can load: dist/index.js and dist/elements/*.js. */
export const entries = () => [join(DIST, 'index.js'), ...jsIn(join(DIST, 'elements'))];
/** The element entries only: dist/elements/sg-*.js. */
export const elementEntries = () => jsIn(join(DIST, 'elements')).filter((f) => basename(f).startsWith('sg-'));
/** Every file a page can load: the entries and dist/chunks/*.js. */
export const loadableFiles = () => [...entries(), ...jsIn(join(DIST, 'chunks'))];

const sizeCache = new Map();
/** Raw, gzip (level 9) and brotli (quality 11, text mode) bytes of a file. */
export function sizes(file) {
  let s = sizeCache.get(file);
  if (!s) {
    const data = readFileSync(file);
    s = {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }).length,
    };
    sizeCache.set(file, s);
  }
  return s;
}

/** Brotli bytes of a list of files, each counted once. */
export const brotli = (files) => [...new Set(files)].reduce((sum, f) => sum + sizes(f).brotli, 0);

const sourceCache = new Map();
const source = (file) => {
  if (!sourceCache.has(file)) sourceCache.set(file, readFileSync(file, 'utf8'));
  return sourceCache.get(file);
};

/** Relative specifiers of the static imports and re-exports of a minified ES module (not dynamic import()). */
export function staticImports(file) {
  const found = new Set();
  // `import"./x.js"`, `import{a}from"./x.js"`, `export{a}from"./x.js"`, `export*from"./x.js"`; `import("./x.js")`
  // never matches because a quote must follow `import` directly.
  for (const match of source(file).matchAll(/(?:\bfrom|\bimport)\s*(["'])(\.{1,2}\/[^"']+)\1/g)) found.add(match[2]);
  return [...found];
}

/** Relative specifiers of the dynamic `import("./x.js")` calls of a minified ES module. */
export function dynamicImports(file) {
  const found = new Set();
  for (const match of source(file).matchAll(/\bimport\(\s*(["'])(\.{1,2}\/[^"']+)\1\s*\)/g)) found.add(match[2]);
  return [...found];
}

/** The file a specifier of `file` names, or null (with a warning) when it does not exist. */
function target(file, spec, how) {
  const found = resolve(dirname(file), spec);
  if (existsSync(found)) return found;
  console.warn(`  warning: ${rel(file)} imports missing ${spec}${how}`);
  return null;
}

/** The entry and every file reachable from it through static imports, in the order first reached. */
export function eagerClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      const next = target(file, spec, '');
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * The code a page loads later than `eager` (an eager closure): the targets of the dynamic import() calls of the
 * eager files with what they import statically, minus what is already loaded. With `nested` also what those lazy
 * files import dynamically in turn (and so on); without, such further imports are only listed in `further`.
 * Returns `{ files, importers, further, groups }`; `importers` reads `elements/x.js -> import("./y.js")`; `groups` has
 * one `{ edge, from, target, depth, files }` per counted dynamic import: the files that import adds (none when an
 * earlier one already loaded them), `depth` 0 for imports of the eager code, 1 for imports of those lazy files, ...
 */
export function lazyClosure(eager, { nested = true } = {}) {
  const loaded = new Set(eager);
  const files = [];
  const importers = [];
  const further = [];
  const groups = [];
  let frontier = [...eager];
  for (let depth = 0; frontier.length; depth++) {
    const next = [];
    for (const file of frontier) {
      for (const spec of dynamicImports(file)) {
        const lazy = target(file, spec, ' dynamically');
        if (!lazy || loaded.has(lazy)) continue; // a dynamic import of something already loaded costs nothing
        const edge = `${rel(file)} -> import("${spec}")`;
        if (depth > 0 && !nested) {
          further.push(edge);
          continue;
        }
        importers.push(edge);
        const added = [];
        for (const f of eagerClosure(lazy)) {
          if (loaded.has(f)) continue;
          loaded.add(f);
          added.push(f);
          next.push(f);
        }
        files.push(...added);
        groups.push({ edge, from: file, target: lazy, depth, files: added });
      }
    }
    frontier = next;
  }
  return { files, importers, further, groups };
}

/**
 * Makes sure dist/ holds a build: runs `npm run build` when dist/index.js is missing. Returns false when there is
 * still none afterwards. Prints how old the build is, since the bench measures whatever dist/ holds.
 */
export function ensureDist() {
  const index = join(DIST, 'index.js');
  if (!existsSync(index)) {
    console.log('dist/index.js not found: running `npm run build` first\n');
    try {
      execFileSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    } catch (error) {
      console.error(`npm run build failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!existsSync(index)) return false;
  }
  const ageMin = (Date.now() - statSync(index).mtimeMs) / 60_000;
  console.log(`dist/ built ${ageMin < 1 ? 'less than a minute' : `${Math.round(ageMin)} min`} ago (run \`npm run build\` to measure current sources)`);
  return true;
}

/**
 * Builds demo/build/ when the reference API's server module is missing (the demo server answers /api/* with it, for
 * the demo and the bench pages).
 */
export function ensureReferenceApi() {
  const file = join(ROOT, 'demo', 'build', 'server', 'reference-api.mjs');
  if (existsSync(file)) return true;
  console.log('  demo/build/server/reference-api.mjs missing: running `node scripts/build-demo.mjs`');
  try {
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-demo.mjs')], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    console.log(`  build-demo failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return existsSync(file);
}

/** Whether a dist/ file's code contains `text` (e.g. a machine's `id:"storeLocator"`). */
export const contains = (file, text) => source(file).includes(text);

/**
 * Who loads what: for each file, the element entries (dist/elements/sg-*.js, by tag) whose code reaches it, eagerly
 * (static imports) or lazily (dynamic import() of that code, and so on). dist/index.js, which loads every element,
 * is no element here.
 */
export function elementsLoading() {
  const users = new Map();
  for (const entry of elementEntries()) {
    const eager = eagerClosure(entry);
    for (const file of [...eager, ...lazyClosure(eager).files]) users.set(file, [...(users.get(file) ?? []), basename(entry, '.js')]);
  }
  return (file) => users.get(file) ?? [];
}
