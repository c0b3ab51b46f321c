/** `import url from 'pkg/file.wasm?url'`: the file's URL (Vite in tests and Storybook; rollup.config.mjs `wasmUrl` in the builds). */
declare module '*.wasm?url' {
  const url: string;
  export default url;
}
