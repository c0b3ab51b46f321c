import type { Plugin } from 'vite';

/** Compiles vanilla-extract `.css.ts` files into the library's one shared constructable stylesheet. */
export function vanillaShadow(options?: { identOption?: 'short' | 'debug'; cwd?: string }): Plugin;
