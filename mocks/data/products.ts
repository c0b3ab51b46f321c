/**
 * Seeded catalogue of the reference API's search service: products (api-contract `ProductListItem`), categories,
 * popular search terms and site-search redirects. Made-up data; one product name is hostile on purpose (see XSS_NAME).
 */
export interface ProductListItem {
  id: string;
  parentSkuId: string;
  name: string;
  /** '/p/<slug>-<id>' */
  seoUrl: string;
  /** '/mock-images/<id>.svg', answered by the reference API itself (same origin, works offline). */
  imageUrl: string;
  manufacturer: string;
  categoryName: string;
  adBug?: string;
  bvRating?: number;
  defaultSkuPrice: { salePrice: number; listPrice?: number; priceMessage?: string };
}

export interface Category {
  name: string;
  /** '/c/<slug>' */
  seoUrl: string;
}

export interface PopularTerm {
  term: string;
  count: number;
}

/** A product name that would run script if rendered as HTML; the keyword `trail` finds it (and only it). */
export const XSS_NAME = '<img src=x onerror="window.__xss=1"> Trail Runner';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

type Extras = Pick<ProductListItem, 'adBug' | 'bvRating'> & { listPrice?: number; priceMessage?: string };

function item(
  id: string,
  name: string,
  manufacturer: string,
  categoryName: string,
  salePrice: number,
  extras: Extras = {},
): ProductListItem {
  const { listPrice, priceMessage, ...rest } = extras;
  const price: ProductListItem['defaultSkuPrice'] = { salePrice };
  if (listPrice !== undefined) price.listPrice = listPrice;
  if (priceMessage !== undefined) price.priceMessage = priceMessage;
  return {
    id,
    parentSkuId: `2${id}`,
    name,
    seoUrl: `/p/${slug(name)}-${id}`,
    imageUrl: `/mock-images/${id}.svg`,
    manufacturer,
    categoryName,
    ...rest,
    defaultSkuPrice: price,
  };
}

export const products: readonly ProductListItem[] = [
  // Running shoes
  item('1001', "Nike Air Zoom Pegasus 40 Men's Running Shoes", 'Nike', 'Running Shoes', 129.99, { listPrice: 139.99, bvRating: 4.6, adBug: 'Best Seller' }),
  item('1002', "ASICS GEL-Nimbus 25 Women's Running Shoes", 'ASICS', 'Running Shoes', 159.99, { bvRating: 4.4 }),
  item('1003', "Brooks Ghost 15 Men's Running Shoes", 'Brooks', 'Running Shoes', 139.99, { bvRating: 4.7 }),
  item('1004', "HOKA Clifton 9 Women's Running Shoes", 'HOKA', 'Running Shoes', 144.99, { adBug: 'New', bvRating: 4.5 }),
  item('1005', XSS_NAME, 'Salomon', 'Running Shoes', 99.99, { listPrice: 119.99, priceMessage: 'Clearance', bvRating: 3.9 }),
  // Basketball shoes
  item('1006', 'Nike LeBron Witness 7 Basketball Shoes', 'Nike', 'Basketball Shoes', 109.99, { bvRating: 4.3 }),
  item('1007', 'adidas Dame 8 Basketball Shoes', 'adidas', 'Basketball Shoes', 89.99, { listPrice: 114.99, priceMessage: 'Sale' }),
  item('1008', 'Under Armour Curry Flow 10 Basketball Shoes', 'Under Armour', 'Basketball Shoes', 159.99, { adBug: 'Exclusive', bvRating: 4.8 }),
  // Basketballs
  item('1009', 'Wilson Evolution Indoor Basketball', 'Wilson', 'Basketballs', 79.99, { bvRating: 4.9, adBug: 'Best Seller' }),
  item('1010', 'Spalding NBA Street Outdoor Basketball', 'Spalding', 'Basketballs', 24.99, { bvRating: 4.2 }),
  item('1011', 'Spalding TF-1000 Legacy Basketball', 'Spalding', 'Basketballs', 69.99),
  // Camping tents
  item('1012', 'Coleman Sundome 4-Person Tent', 'Coleman', 'Camping Tents', 89.99, { listPrice: 99.99, bvRating: 4.5 }),
  item('1013', 'Marmot Tungsten 2-Person Backpacking Tent', 'Marmot', 'Camping Tents', 279.99, { bvRating: 4.6 }),
  item('1014', 'Quest Instant Up 6-Person Cabin Tent', 'Quest', 'Camping Tents', 199.99, { adBug: 'Online Only', bvRating: 4.1 }),
  // Sleeping bags
  item('1015', 'Coleman Brazos Cold Weather Sleeping Bag', 'Coleman', 'Sleeping Bags', 39.99, { bvRating: 4.3 }),
  item('1016', 'Kelty Cosmic 20 Down Sleeping Bag', 'Kelty', 'Sleeping Bags', 189.99, { listPrice: 219.99, priceMessage: 'Price drop' }),
  // Tennis
  item('1017', 'Wilson Clash 100 v2 Tennis Racket', 'Wilson', 'Tennis', 249.99, { bvRating: 4.7 }),
  item('1018', 'Babolat Pure Drive Tennis Racket', 'Babolat', 'Tennis', 229.99, { adBug: 'New' }),
  item('1019', 'Penn Championship Extra Duty Tennis Balls 3-Pack', 'Penn', 'Tennis', 4.99, { bvRating: 4.8 }),
  item('1020', 'Wilson US Open Tennis Balls 4-Pack', 'Wilson', 'Tennis', 7.99, { bvRating: 4.6 }),
  // Golf
  item('1021', 'Callaway Supersoft Golf Balls 12-Pack', 'Callaway', 'Golf', 24.99, { listPrice: 29.99, bvRating: 4.7 }),
  item('1022', 'Titleist Pro V1 Golf Balls 12-Pack', 'Titleist', 'Golf', 54.99, { adBug: 'Best Seller', bvRating: 4.9 }),
  item('1023', 'TaylorMade Stealth 2 Driver', 'TaylorMade', 'Golf', 499.99, { listPrice: 599.99, priceMessage: 'Sale' }),
  // Bikes
  item('1024', 'Schwinn Wayfarer Hybrid Bike', 'Schwinn', 'Bikes', 349.99, { bvRating: 4.2 }),
  item('1025', 'Diamondback Overdrive 29 Mountain Bike', 'Diamondback', 'Bikes', 629.99, { bvRating: 4.4 }),
  item('1026', "Huffy Kids' Rock It 20 in Bike", 'Huffy', 'Bikes', 119.99, { adBug: 'Online Only' }),
  // Yoga
  item('1027', 'Manduka PRO Yoga Mat 6mm', 'Manduka', 'Yoga', 129.99, { bvRating: 4.8 }),
  item('1028', 'Gaiam Premium Print Yoga Mat', 'Gaiam', 'Yoga', 29.99, { listPrice: 34.99, bvRating: 4.5 }),
  item('1029', 'Gaiam Yoga Block 2-Pack', 'Gaiam', 'Yoga', 17.99),
  // Water bottles
  item('1030', 'Hydro Flask 32 oz Wide Mouth Water Bottle', 'Hydro Flask', 'Water Bottles', 44.95, { bvRating: 4.8 }),
  item('1031', 'YETI Rambler 26 oz Water Bottle', 'YETI', 'Water Bottles', 40, { adBug: 'Exclusive' }),
  item('1032', 'CamelBak Chute Mag 25 oz Water Bottle', 'CamelBak', 'Water Bottles', 19.99, { listPrice: 24.99, priceMessage: 'Clearance' }),
  // Jackets
  item('1033', "The North Face Men's Antora Rain Jacket", 'The North Face', 'Jackets', 110, { bvRating: 4.4 }),
  item('1034', "Columbia Women's Arcadia II Rain Jacket", 'Columbia', 'Jackets', 69.99, { listPrice: 90, bvRating: 4.5 }),
  item('1035', 'Patagonia Nano Puff Jacket', 'Patagonia', 'Jackets', 239, { adBug: 'New' }),
  // Soccer
  item('1036', 'adidas Tiro League Soccer Ball', 'adidas', 'Soccer', 24.99, { bvRating: 4.6 }),
  item('1037', 'Nike Mercurial Vapor 15 Club Soccer Cleats', 'Nike', 'Soccer', 64.99, { bvRating: 4.1 }),
  // Baseball
  item('1038', 'Rawlings Heart of the Hide 11.75 in Baseball Glove', 'Rawlings', 'Baseball', 299.99, { bvRating: 4.9 }),
  item('1039', 'Wilson A2000 11.5 in Baseball Glove', 'Wilson', 'Baseball', 289.95, { adBug: 'Best Seller' }),
  // Fishing
  item('1040', 'Ugly Stik GX2 Spinning Fishing Rod', 'Shakespeare', 'Fishing', 49.99, { bvRating: 4.7 }),
  item('1041', 'Penn Battle III Spinning Fishing Rod Combo', 'Penn', 'Fishing', 169.99, { listPrice: 189.99 }),
  // Kayaks
  item('1042', 'Pelican Argo 100X Sit-In Kayak', 'Pelican', 'Kayaks', 399.99, { bvRating: 4.3 }),
  item('1043', 'Lifetime Tamarack Angler 100 Kayak', 'Lifetime', 'Kayaks', 349.99, { adBug: 'Online Only', bvRating: 4.2 }),
];

export const categories: readonly Category[] = [
  'Running Shoes',
  'Basketball Shoes',
  'Basketballs',
  'Camping Tents',
  'Sleeping Bags',
  'Tennis',
  'Golf',
  'Bikes',
  'Yoga',
  'Water Bottles',
  'Jackets',
  'Soccer',
  'Baseball',
  'Fishing',
  'Kayaks',
].map((name) => ({ name, seoUrl: `/c/${slug(name)}` }));

/** Popular searches, most searched first. */
export const popularTerms: readonly PopularTerm[] = [
  { term: 'running shoes', count: 9820 },
  { term: 'basketball', count: 8450 },
  { term: 'tents', count: 7310 },
  { term: 'yoga mat', count: 6120 },
  { term: 'golf balls', count: 5480 },
  { term: 'water bottle', count: 4930 },
  { term: 'kayak', count: 4100 },
  { term: 'soccer cleats', count: 3650 },
  { term: 'tennis balls', count: 2980 },
  { term: 'sleeping bag', count: 2400 },
];

/**
 * Site-search redirects, keyed by lowercase term. The last two are hostile on purpose: a client must follow a
 * redirect only after its safe-URL check (same origin), so these must never be followed.
 */
export const redirects: Readonly<Record<string, string>> = {
  'gift cards': '/gift-cards',
  'store locator': '/stores',
  'evil redirect': 'javascript:alert(1)',
  offsite: '//evil.example/phish',
};

const byId = new Map(products.map((product) => [product.id, product]));

export function findProduct(id: string): ProductListItem | undefined {
  return byId.get(id);
}

/** The products with these ids, in the order asked; unknown ids are skipped. */
export function findProducts(ids: readonly string[]): ProductListItem[] {
  return ids.flatMap((id) => byId.get(id) ?? []);
}
