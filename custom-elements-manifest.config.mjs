// Custom Elements Manifest (dist/custom-elements.json), from the element classes' JSDoc. A plugin completes what the
// analyzer cannot see through the r2wc wrapper: each attribute's camelCase property (a field with `attribute`, and
// `fieldName` on the attribute), each event's type (`CustomEvent<SgSearchDetail>`, from elements/events.ts), and
// module paths that point at the published files (dist/npm/elements/<tag>.js) instead of the TypeScript sources.
import { readFileSync } from 'node:fs';

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const pascal = (name) => camel(`-${name}`);
const published = (path) => path.replace(/^elements\/(.+)\.ts$/, 'dist/npm/elements/$1.js');

/** The detail types elements/events.ts declares (`SgSearchDetail`, ...). */
const detailTypes = new Set([...readFileSync(new URL('./elements/events.ts', import.meta.url), 'utf8').matchAll(/export interface (Sg\w+Detail)\b/g)].map((m) => m[1]));

function completeManifest() {
  return {
    name: 'sg-elements-complete',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const declaration of mod.declarations ?? []) {
          if (!declaration.customElement) continue;
          const members = (declaration.members ??= []);
          for (const attribute of declaration.attributes ?? []) {
            const field = camel(attribute.name);
            attribute.fieldName = field;
            if (!members.some((m) => m.name === field)) {
              // A JSON attribute's property takes the parsed value (the elements' JSDoc starts those with "JSON").
              const json = /^JSON\b/.test(attribute.description ?? '');
              const type = json ? { text: /^JSON (list|array)\b/.test(attribute.description) ? 'object[]' : 'object' } : attribute.type;
              members.push({ kind: 'field', name: field, attribute: attribute.name, type, summary: `The ${attribute.name} attribute as a property${json ? ' (the parsed value)' : ''}.` });
            }
          }
          for (const event of declaration.events ?? []) {
            const detail = `${pascal(event.name)}Detail`;
            if (detailTypes.has(detail)) event.type = { text: `CustomEvent<${detail}>` };
          }
        }
        mod.path = published(mod.path);
        for (const entry of mod.exports ?? []) if (entry.declaration?.module) entry.declaration.module = published(entry.declaration.module);
      }
    },
  };
}

export default {
  globs: ['elements/sg-*.ts'],
  outdir: 'dist',
  litelement: false,
  plugins: [completeManifest()],
};
