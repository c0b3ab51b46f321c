// typescript-eslint, React's hooks rules (recommended), the layer table of design.md section 2 as no-restricted-imports
// rules, and the support matrix (package.json "browserslist") on the code that ships.
import js from '@eslint/js';
import compat from 'eslint-plugin-compat';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const ours = {
  core: { group: ['**/src/core', '**/src/core/**', '../core', '../core/**', '../../core/**'], message: 'Import core through its modules.' },
  react: { group: ['react', 'react-dom', 'react-dom/*', '@xstate/react', '@r2wc/*'], message: 'This layer must not use React.' },
  xstate: { group: ['xstate', 'xstate/*'], message: 'src/core must not depend on xstate.' },
  signals: { group: ['@preact/signals-react', '@preact/signals-react/*', '@preact/signals-core'], message: 'This layer must not use signals.' },
  state: { group: ['**/src/state', '**/src/state/**', '../state', '../state/**'], message: 'This layer must not import the page-level store.' },
  machines: { group: ['**/machines/**'], message: 'This layer must not import machines.' },
  components: { group: ['**/src/components/**', '../components/**'], message: 'This layer must not import components.' },
  elements: { group: ['**/elements/**'], message: 'Only elements/ imports elements.' },
};

/**
 * What elements/ may import from src/ (design.md section 2): the facade, that is each flow's public entry
 * (src/components/<flow>/index.ts; the cart folder has two, drawer.ts and mini-cart.ts, so that the mini cart's eager
 * chunk holds none of the drawer's page state); the element support (src/components/shared/element/: codec,
 * configuration resolver, lifecycle) and the host contract (src/components/shared/host.ts); src/styles' index.
 */
const elementsMay = {
  group: [
    '**/src/components/**',
    '!**/src/components/*',
    '!**/src/components/*/index',
    '!**/src/components/cart/drawer',
    '!**/src/components/cart/mini-cart',
    '!**/src/components/shared/host',
    '!**/src/components/shared/element',
    '!**/src/components/shared/element/*',
    '**/src/styles/**',
  ],
  message: "elements/ imports a flow's public entry (src/components/<flow>, cart/drawer, cart/mini-cart), the element support (src/components/shared/element/*, shared/host), src/styles and elements/.",
};

/**
 * Platform APIs beyond the support matrix that neither eslint-plugin-compat nor TypeScript catches: the plugin's list
 * of APIs (ast-metadata-inferer 0.8.1) predates them or files a static under the instance method of the same name, and
 * tsconfig's lib (ES2023, DOM) has them. ES2024 and later built-ins (Promise.withResolvers, Object.groupBy, Set
 * methods, ...) are missing from that lib, so `tsc` refuses them already. An entry goes when the matrix reaches the
 * versions in its message.
 */
const beyondMatrix = [
  ...['toSorted', 'toReversed', 'toSpliced'].map((property) => ({ property, message: 'Array copying methods need Firefox 115 and Chrome 110, beyond the support matrix (package.json browserslist).' })),
  ...['findLast', 'findLastIndex'].map((property) => ({ property, message: 'findLast needs Firefox 104, beyond the support matrix (package.json browserslist).' })),
  { object: 'AbortSignal', property: 'any', message: 'AbortSignal.any needs Safari 17.4, Firefox 124, Chrome 116: beyond the support matrix.' },
  { object: 'URL', property: 'canParse', message: 'URL.canParse needs Safari 17, Firefox 115, Chrome 120: beyond the support matrix; use try { new URL() }.' },
  { object: 'URL', property: 'parse', message: 'URL.parse needs Safari 18, Firefox 126, Chrome 126: beyond the support matrix; use try { new URL() }.' },
  { object: 'Response', property: 'json', message: 'Response.json() needs Safari 17 and Firefox 115: beyond the support matrix; use new Response(JSON.stringify(...)).' },
  { object: 'document', property: 'startViewTransition', message: 'View transitions need Safari 18 and Chrome 111 (not in Firefox): feature-detect them.' },
];

/**
 * The support matrix on the code that ships (src/, elements/ and machines/ all end up in dist/; the .css.ts files run
 * in Node at build time). eslint-plugin-compat reads package.json's "browserslist" and knows globals and static members
 * (`requestIdleCallback()`, `new BarcodeDetector()`, `cookieStore.get()`), not methods of a variable
 * (`dialog.showModal()`) and not CSS: the README's "Supported browsers" lists those by hand. Left to itself it takes
 * anything inside any `if` as feature-detected (`if (open) requestIdleCallback(f)` passes) and no ternary, `&&`,
 * early return or `?.()` as a guard; with ignoreConditionalChecks every use counts, and a real guard says so on the
 * line it guards: `// eslint-disable-next-line compat/compat -- <the guard>`. We polyfill nothing.
 */
const shipped = {
  files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts', 'machines/**/*.ts'],
  ignores: ['**/*.css.ts'],
  plugins: { compat },
  settings: { lintAllEsApis: true, ignoreConditionalChecks: true, polyfills: [] },
  rules: {
    'compat/compat': 'error',
    'no-restricted-properties': ['error', ...beyondMatrix],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', 'demo/build/**', 'examples/*/build/**', 'mocks/public/**', '.lighthouse/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render API or CMS text as HTML.' },
        { selector: "AssignmentExpression[left.property.name='innerHTML']", message: 'Never render API or CMS text as HTML.' },
        { selector: "AssignmentExpression[left.property.name='outerHTML']", message: 'Never render API or CMS text as HTML.' },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Never render API or CMS text as HTML.' },
      ],
    },
  },
  { files: ['scripts/**', '*.config.{js,mjs}', 'rollup.config.mjs', 'test/e2e/**', 'test/lint/**'], languageOptions: { globals: { ...globals.node } } },
  { files: ['test/**'], languageOptions: { globals: { ...globals.mocha } } },
  shipped,
  layer(['src/core/**'], [ours.react, ours.xstate, ours.signals, ours.state, ours.machines, ours.components, ours.elements]),
  layer(['machines/**'], [ours.react, ours.signals, ours.state, ours.components, ours.elements]),
  layer(['src/state/**'], [ours.react, { group: ['@preact/signals-react', '@preact/signals-react/*'], message: 'src/state uses @preact/signals-core.' }, ours.components, ours.elements]),
  layer(['src/components/**'], [ours.elements]),
  // Translations: data, typed by the catalogue (src/locales/catalogue.ts names the flows' bundles, types only).
  layer(['src/locales/**'], [ours.react, ours.xstate, ours.signals, ours.state, ours.machines, ours.elements, { ...ours.components, allowTypeImports: true }]),
  layer(['elements/**'], [ours.machines, ours.state, ours.core, elementsMay]),
);
