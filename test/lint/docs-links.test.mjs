// The docs check (`npm run docs -- --check`, scripts/docs.mjs): links and anchors in README.md and docs/**/*.md must
// resolve as GitHub resolves them, and the flow table files each test, story and state file under its flow.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { anchorsOf, brokenLinks, docFiles, flowOf, slug } from '../../scripts/docs.mjs';

describe('slug: the anchors GitHub gives headings', () => {
  test('lower case, punctuation dropped, each space a hyphen, code and tags reduced to their text', () => {
    assert.equal(slug('Two builds: a CDN `<script>` or an app\'s bundler'), 'two-builds-a-cdn-script-or-an-apps-bundler');
    assert.equal(slug('`<sg-account>`'), 'sg-account');
    assert.equal(slug('Reference storefront API (`mocks/`)'), 'reference-storefront-api-mocks');
    assert.equal(slug('Header: behaviour and choices'), 'header-behaviour-and-choices');
    assert.equal(slug('A / B'), 'a--b');
    assert.equal(slug('**Bold** and [a link](x.md)'), 'bold-and-a-link');
    assert.equal(slug('snake_case stays'), 'snake_case-stays');
  });

  test('a repeated heading is numbered; headings inside fenced code are not headings', () => {
    const anchors = anchorsOf('# Title\n\n## Notes\n\n```sh\n# not a heading\n```\n\n## Notes\n\n<a id="custom"></a>\n');
    assert.deepEqual([...anchors].sort(), ['custom', 'notes', 'notes-1', 'title']);
  });
});

describe('brokenLinks', () => {
  const root = mkdtempSync(join(tmpdir(), 'sg-docs-links-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'docs/elements'), { recursive: true });
  writeFileSync(join(root, 'docs/elements/sg-x.md'), '# `<sg-x>`\n\n## Attributes\n\n## Behaviour and choices\n');
  writeFileSync(join(root, 'src.ts'), 'export {};\n');
  writeFileSync(
    join(root, 'README.md'),
    [
      '# Project',
      '',
      '## Own section',
      '',
      '[element](docs/elements/sg-x.md) [anchor](docs/elements/sg-x.md#behaviour-and-choices) [here](#own-section)',
      '[folder](docs/elements/) [source](src.ts) [web](https://example.com/missing.md) [mail](mailto:a@b.c)',
      '[bad anchor](docs/elements/sg-x.md#behaviour) [missing file](docs/missing.md) [own missing](#nowhere)',
      '[absolute](/docs/elements/sg-x.md) [anchor into code](src.ts#L1)',
      '',
      '`[not a link](nowhere.md)` and',
      '',
      '```md',
      '[not a link either](nowhere.md)',
      '```',
      '',
      '[ref]: docs/gone.md',
      '',
    ].join('\n'),
  );

  test('names each link that does not resolve, with its line, and nothing else', () => {
    const problems = brokenLinks(['README.md', 'docs/elements/sg-x.md'], root);
    assert.deepEqual(problems, [
      'README.md:7: docs/elements/sg-x.md#behaviour: no heading "#behaviour" in docs/elements/sg-x.md',
      'README.md:7: docs/missing.md: docs/missing.md does not exist',
      'README.md:7: #nowhere: no heading "#nowhere" in README.md',
      'README.md:8: /docs/elements/sg-x.md: an absolute path (write it relative to the file)',
      'README.md:8: src.ts#L1: an anchor into a file that is not markdown',
      'README.md:16: docs/gone.md: docs/gone.md does not exist',
    ]);
  });

  test("the repository's README and docs have no broken link", () => {
    assert.deepEqual(brokenLinks(docFiles()), []);
  });
});

describe('flowOf: the flow table files each name under its flow', () => {
  test('by exact name, else the last flow name or alias in the name; null for page-wide files', () => {
    assert.equal(flowOf('sg-search-scanner.test.ts'), 'scanner');
    assert.equal(flowOf('VoiceSearch.stories.tsx'), 'voice');
    assert.equal(flowOf('BarcodeScanner.stories.tsx'), 'scanner');
    assert.equal(flowOf('account-favorites.test.ts'), 'favorites');
    assert.equal(flowOf('mini-cart.test.tsx'), 'cart');
    assert.equal(flowOf('cart-checkout.ts'), 'cart');
    assert.equal(flowOf('store-change.ts'), 'store-locator');
    assert.equal(flowOf('sg-gift-card-balance.test.ts'), 'gift-card-balance');
    assert.equal(flowOf('nav.test.ts'), 'header');
    assert.equal(flowOf('store.test.ts'), null);
    assert.equal(flowOf('ui.ts'), null);
  });
});
