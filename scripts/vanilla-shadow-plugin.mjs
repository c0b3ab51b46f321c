// A rollup / Vite plugin that compiles vanilla-extract `.css.ts` files and, instead of emitting .css files,
// registers each file's CSS with src/styles/registry.ts. The registry feeds ONE constructable stylesheet that every
// shadow root adopts, so styles work inside shadow DOM, under `style-src 'self'`, and across lazy chunks.
// Each file registers only its own CSS; the CSS of the .css.ts files it uses (the theme, the base recipes) is
// registered by those files, which it imports, so the theme's CSS is in the bundle once, not in every element.
// Used by rollup.config.mjs (library build), the test runner's Vite server and Storybook.
import { compile, cssFileFilter, processVanillaFile, stringifyFileScope } from '@vanilla-extract/integration';
import { transformSync } from 'esbuild';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const registry = fileURLToPath(new URL('../src/styles/registry.ts', import.meta.url));

export function vanillaShadow(options = {}) {
  const identOption = options.identOption ?? (process.env.NODE_ENV === 'production' ? 'short' : 'debug');
  const cwd = options.cwd ?? process.cwd();
  // The library build minifies the CSS it puts in the bundle (esbuild's CSS minifier); tests and Storybook keep it readable.
  const minify = options.minify ?? identOption === 'short';
  return {
    name: 'sg-vanilla-shadow',
    enforce: 'pre',
    async transform(_code, id) {
      const file = id.split('?')[0];
      if (!cssFileFilter.test(file) || file.includes('/node_modules/')) return null;
      const { source, watchFiles } = await compile({ filePath: file, cwd, identOption });
      for (const watched of watchFiles) this.addWatchFile?.(watched);
      const js = await processVanillaFile({
        source,
        filePath: file,
        identOption,
        serializeVirtualCssPath: ({ fileScope, source: css }) => {
          const owner = resolve(cwd, fileScope.filePath);
          // Another of our .css.ts files: it registers its own CSS when imported (dependencies first, as before).
          if (owner !== resolve(file) && cssFileFilter.test(owner) && !owner.includes('/node_modules/')) return `import ${JSON.stringify(owner)};`;
          const text = minify ? transformSync(css, { loader: 'css', minify: true }).code.trim() : css;
          return `__sgRegisterCss(${JSON.stringify(stringifyFileScope(fileScope).replace(cwd, ''))}, ${JSON.stringify(text)});`;
        },
      });
      return { code: `import { registerCss as __sgRegisterCss } from ${JSON.stringify(registry)};\n${js}`, map: null };
    },
  };
}
