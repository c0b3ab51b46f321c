import '../helpers/setup';
import { expect } from '@open-wc/testing';
import { categories, popularTerms, products, XSS_NAME, type ProductListItem } from '../../mocks/browser';
import { withReferenceApi, faults } from '../helpers/api';

withReferenceApi();

interface Suggestions {
  suggestions: { term: string }[];
  categories: { name: string; seoUrl: string }[];
  products: ProductListItem[];
}

async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as T };
}

const suggest = async (keyword: string) =>
  (await getJson<Suggestions>(`/api/search/v2/productSuggestions?keyword=${encodeURIComponent(keyword)}`)).body;

const ids = (list: { id: string }[]) => list.map((product) => product.id);

describe('reference API: search suggestions', () => {
  it('finds products whose name, brand or category has a word starting with each keyword word', async () => {
    const result = await suggest('bask sh');
    expect(result.products.length).to.equal(3);
    for (const product of result.products) expect(product.categoryName).to.equal('Basketball Shoes');
    expect(result.categories).to.deep.equal([{ name: 'Basketball Shoes', seoUrl: '/c/basketball-shoes' }]);
    expect(result.suggestions.map((s) => s.term)).to.include('basketball shoes');

    const byBrand = await suggest('spalding');
    expect(byBrand.products.map((p) => p.manufacturer)).to.deep.equal(['Spalding', 'Spalding']);
    const byCategory = await suggest('water bot');
    expect(byCategory.products.length).to.equal(3);
    expect(byCategory.categories.map((c) => c.name)).to.deep.equal(['Water Bottles']);
  });

  it('ignores case and surrounding whitespace', async () => {
    const plain = await suggest('tent');
    expect(await suggest('  TENT  ')).to.deep.equal(plain);
    expect(await suggest('TeNt')).to.deep.equal(plain);
    expect(ids(plain.products)).to.deep.equal(['1012', '1013', '1014']);
  });

  it('suggests distinct lowercase terms, those starting with the keyword first, popular terms included', async () => {
    const result = await suggest('te');
    const terms = result.suggestions.map((s) => s.term);
    expect(terms.slice(0, 3)).to.deep.equal(['tents', 'tennis balls', 'tennis']);
    expect(terms).to.include('camping tents');
    expect(new Set(terms).size).to.equal(terms.length);
    for (const term of terms) expect(term).to.equal(term.toLowerCase());
    const firstOther = terms.findIndex((term) => !term.startsWith('te'));
    expect(firstOther).to.be.greaterThan(0);
    for (const term of terms.slice(firstOther)) expect(term.startsWith('te')).to.equal(false);
    expect(result.categories.map((c) => c.name)).to.have.members(['Camping Tents', 'Tennis']);
  });

  it('caps terms at 8, categories at 5 and products at 8', async () => {
    const result = await suggest('b');
    const matching = categories.filter((c) => c.name.split(' ').some((word) => word.toLowerCase().startsWith('b')));
    expect(matching.length).to.be.greaterThan(5);
    expect(result.suggestions.length).to.equal(8);
    expect(result.categories.length).to.equal(5);
    expect(result.products.length).to.equal(8);
  });

  it('answers all three lists empty for an unknown keyword', async () => {
    expect(await suggest('zzzz')).to.deep.equal({ suggestions: [], categories: [], products: [] });
    expect(await suggest('tent zzzz')).to.deep.equal({ suggestions: [], categories: [], products: [] });
  });

  it('answers 400 _ERR_INVALID_KEYWORD without a keyword', async () => {
    for (const url of ['/api/search/v2/productSuggestions', '/api/search/v2/productSuggestions?keyword=%20%20']) {
      const { status, body } = await getJson<{ errors: { errorKey: string }[] }>(url);
      expect(status).to.equal(400);
      expect(body.errors[0]?.errorKey).to.equal('_ERR_INVALID_KEYWORD');
    }
  });

  it('answers complete ProductListItems, including the hostile name verbatim', async () => {
    const result = await suggest('trail');
    expect(result.products.length).to.equal(1);
    const [product] = result.products;
    expect(product?.name).to.equal(XSS_NAME);
    expect(result.suggestions.map((s) => s.term)).to.include(XSS_NAME.toLowerCase());
    for (const item of products) {
      expect(item.seoUrl).to.match(new RegExp(`^/p/[a-z0-9-]+-${item.id}$`));
      expect(item.imageUrl).to.equal(`/mock-images/${item.id}.svg`);
      expect(item.defaultSkuPrice.salePrice).to.be.a('number');
      expect(item.parentSkuId).to.be.a('string');
    }
  });

  it('applies its fault switch', async () => {
    faults.set('productSuggestions', { status: 503 });
    const response = await fetch('/api/search/v2/productSuggestions?keyword=tent');
    expect(response.status).to.equal(503);
    faults.set('productSuggestions', { networkError: true });
    let failed = false;
    await fetch('/api/search/v2/productSuggestions?keyword=tent').catch(() => (failed = true));
    expect(failed).to.equal(true);
  });
});

describe('reference API: popular terms', () => {
  const byCount = [...popularTerms].sort((a, b) => b.count - a.count).map(({ term }) => ({ term }));
  const terms = async (query: string) =>
    (await getJson<{ terms: { term: string }[] }>(`/api/search/v2/fetchpopularterms${query}`)).body.terms;

  it('answers resultCount terms by count, descending by default', async () => {
    expect(await terms('?resultCount=5&sortBy=count&order=desc')).to.deep.equal(byCount.slice(0, 5));
    expect(await terms('')).to.deep.equal(byCount.slice(0, 5));
    expect(await terms('?resultCount=3')).to.deep.equal(byCount.slice(0, 3));
  });

  it('sorts ascending on order=asc and caps resultCount at 20', async () => {
    expect(await terms('?resultCount=2&sortBy=count&order=asc')).to.deep.equal([...byCount].reverse().slice(0, 2));
    expect(await terms('?resultCount=100')).to.deep.equal(byCount.slice(0, 20));
    expect(await terms('?resultCount=oops')).to.deep.equal(byCount.slice(0, 5));
  });
});

describe('reference API: site search redirect', () => {
  const redirect = async (term: string | null) =>
    (
      await getJson<{ redirectUrl: string | null }>(
        `/api/search/sitesearch/v2${term === null ? '' : `?searchTerm=${encodeURIComponent(term)}`}`,
      )
    ).body.redirectUrl;

  it('answers the redirect of a known term, whatever its case and spacing', async () => {
    expect(await redirect('gift cards')).to.equal('/gift-cards');
    expect(await redirect('  Store   LOCATOR ')).to.equal('/stores');
  });

  it('answers the hostile redirects as seeded (the client must refuse them)', async () => {
    expect(await redirect('evil redirect')).to.equal('javascript:alert(1)');
    expect(await redirect('offsite')).to.equal('//evil.example/phish');
  });

  it('answers null for other terms', async () => {
    expect(await redirect('tents')).to.equal(null);
    expect(await redirect('constructor')).to.equal(null);
    expect(await redirect(null)).to.equal(null);
  });
});

describe('reference API: products by id', () => {
  const byIds = async (query: string) =>
    (await getJson<{ products: ProductListItem[] }>(`/api/search/v2/products${query}`)).body.products;

  it('answers the known ids in the order asked', async () => {
    expect(ids(await byIds('?ids=1020,nope,1003,1042'))).to.deep.equal(['1020', '1003', '1042']);
    const [first] = await byIds('?ids=1001');
    expect(first).to.deep.equal(products.find((p) => p.id === '1001'));
  });

  it('answers an empty list without ids', async () => {
    expect(await byIds('')).to.deep.equal([]);
    expect(await byIds('?ids=x,y')).to.deep.equal([]);
  });
});

describe('reference API: product images', () => {
  it('answers a generated same-origin SVG with the initials, text escaped', async () => {
    const response = await fetch('/mock-images/1003.svg');
    expect(response.status).to.equal(200);
    expect(response.headers.get('Content-Type')).to.equal('image/svg+xml');
    const doc = new DOMParser().parseFromString(await response.text(), 'image/svg+xml');
    expect(doc.querySelector('parsererror')).to.equal(null);
    expect(doc.querySelector('text')?.textContent).to.equal('BG');

    const hostile = new DOMParser().parseFromString(await (await fetch('/mock-images/1005.svg')).text(), 'image/svg+xml');
    expect(hostile.querySelector('parsererror')).to.equal(null);
    expect(hostile.querySelector('img')).to.equal(null);
    expect(hostile.querySelector('title')?.textContent).to.equal(XSS_NAME);
    expect(hostile.querySelector('text')?.textContent).to.equal('TR');
  });

  it('loads in an <img>, and answers 404 for an unknown product', async () => {
    const image = new Image();
    image.src = '/mock-images/1010.svg';
    await image.decode();
    expect(image.naturalWidth).to.equal(200);
    expect((await fetch('/mock-images/nope.svg')).status).to.equal(404);
  });
});
