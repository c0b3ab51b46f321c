// The topic module, not ./constants: this module is in the build's `constants` chunk with the topic modules listed in
// rollup.config.mjs, and the index would bring every other constants module into that chunk with it.
import { CHUNK_LOAD_TIMEOUT_MS } from './constants/time';

/**
 * Loads a lazy chunk with the spec's timeout (120 s). Rejects with an error named ChunkLoadError on a network failure
 * or timeout so the caller can show a retry message.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error('Chunk load timed out'), { name: 'ChunkLoadError' })), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(Object.assign(new Error(error instanceof Error ? error.message : 'Chunk failed to load'), { name: 'ChunkLoadError' }));
      },
    );
  });
}
