// typescript-eslint, React's hooks rules (recommended), plus the layer table of design.md section 2 as no-restricted-imports rules.
import js from '@eslint/js';
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
  { files: ['scripts/**', '*.config.{js,mjs}', 'rollup.config.mjs', 'test/e2e/**'], languageOptions: { globals: { ...globals.node } } },
  { files: ['test/**'], languageOptions: { globals: { ...globals.mocha } } },
  layer(['src/core/**'], [ours.react, ours.xstate, ours.signals, ours.state, ours.machines, ours.components, ours.elements]),
  layer(['machines/**'], [ours.react, ours.signals, ours.state, ours.components, ours.elements]),
  layer(['src/state/**'], [ours.react, { group: ['@preact/signals-react', '@preact/signals-react/*'], message: 'src/state uses @preact/signals-core.' }, ours.components, ours.elements]),
  layer(['src/components/**'], [ours.elements]),
  layer(['elements/**'], [ours.machines, ours.state, ours.core]),
);
