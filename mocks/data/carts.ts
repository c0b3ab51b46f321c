import type { ProductListItem } from './products';
import type { SddDelivery, SeededCart, ShipModeName, SkuAttribute, StoreAddress } from './cart.types';

/**
 * The seeded carts of the reference API's cart service, built from the seeded products: which carts there are and
 * what is in them, the skus' stock, the ship modes and the pickup store. Data only: the rules that make orders of it
 * and keep them consistent (lines, quantity limits, ship modes, promotions, totals) are mocks/handlers/cart-model.ts;
 * the shapes are ./cart.types.ts. Made-up data; one cart is hostile on purpose (CART_IDS.xss) and one is malformed on
 * purpose (CART_IDS.malformed).
 */

/** The seeded order ids. */
export const CART_IDS = {
  /** 3 lines: running shoes x1 (ship to home, also store pickup and SDD_1), basketball x2 (promotion), tent x1 (ship to store). */
  normal: '5001',
  /** 100 lines, quantities 1 to 3 (the 100-line bench). */
  hundred: '5002',
  /** A line out of stock online: the inventory check answers OUT_OF_STOCK for it. */
  outOfStock: '5003',
  /** `errors: [{ errorKey: 'OUT_OF_STOCK', orderItemId }]` on its free gift for the first 2 GETs only. */
  freeGiftReload: '5004',
  /** 150 items (2 lines of 75): the badge shows 99+. */
  overNinetyNine: '5005',
  /** A hostile line name and a hostile promotion name. */
  xss: '5006',
  /** Malformed on purpose: no totals, a quantity '2' (string), a negative quantity, a line without skuDetails. Read-only. */
  malformed: '5007',
  /** An ordinary cart whose checkout initiate answers 400 `_ERR_CHECKOUT_INVALID`. */
  checkout400: '5008',
  /** 2 lines and a PayPal payment instruction (an express checkout begun and left): `paymentMethod: 'PAYPAL'`. */
  paymentInstruction: '5009',
  /** An e-gift card line (electronic delivery, no dates), a store pickup line and a ship-to-home line (issue 26). */
  promises: '5020',
  /** The empty cart (no WC_OrdId cookie). */
  empty: '000000',
} as const;

export const EMPTY_ORDER_ID = CART_IDS.empty;
/** How many GETs of CART_IDS.freeGiftReload carry the free-gift error. */
export const FREE_GIFT_ERROR_GETS = 2;

/** The e-gift card line's name in CART_IDS.promises. */
export const EGIFT_CARD_NAME = 'Sporting Goods eGift Card';

export const CART_XSS_NAME = '<img src=x onerror="window.__xss=1"> Cleats';
export const CART_XSS_PROMOTION_NAME = '<img src=x onerror="window.__xss=1"> Team Deal';

/** The ship modes: `shipModeId`/`shipmodeId`, `shipModeCode`, and `shippingType` (= `itemShippingType`). */
export const SHIP_MODES = {
  shipToHome: { shipmodeId: '13101', shipModeCode: 'SHIPTOHOME', shippingType: 'SHIPTOHOME' },
  storePickup: { shipmodeId: '13102', shipModeCode: 'PICKUP', shippingType: 'PICKUP' },
  shipToStore: { shipmodeId: '13103', shipModeCode: 'STS', shippingType: 'STS' },
  sameDay: { shipmodeId: '13104', shipModeCode: 'SDD', shippingType: 'SDD' },
  electronic: { shipmodeId: '13105', shipModeCode: 'EGC', shippingType: 'EGC' },
} as const satisfies Record<ShipModeName, { shipmodeId: string; shipModeCode: string; shippingType: string }>;
/** The store of store pickup and ship-to-store lines. */
export const PICKUP_STORE: StoreAddress = {
  storeId: '412',
  storeName: 'Houston Galleria',
  address1: '5085 Westheimer Rd',
  city: 'Houston',
  state: 'TX',
  zipCode: '77056',
};

// ---------------------------------------------------------------------------------------------------------------
// Inventory (one table per sku, shared by every order and by the inventory check)

export interface SkuStock {
  online: number;
  store: number;
  sdd: number;
}

/** A sku's stock unless SKU_STOCK says otherwise. */
export const DEFAULT_STOCK: SkuStock = { online: 25, store: 6, sdd: 3 };

/** Skus whose stock differs from the default. */
export const SKU_STOCK: Readonly<Record<string, Partial<SkuStock>>> = {
  // The tent: its online stock (3) caps the quantity below its limit (5).
  'sku-1012-1': { online: 3 },
  // The cleats of CART_IDS.outOfStock.
  'sku-1037-3': { online: 0, store: 0, sdd: 0 },
  // The tennis balls of CART_IDS.overNinetyNine.
  'sku-1019-1': { online: 500 },
  'sku-1020-1': { online: 500 },
};

// ---------------------------------------------------------------------------------------------------------------
// Made-up sku attributes

const COLORS = ['Black', 'White', 'Royal Blue', 'Red', 'Grey'];
const TEAMS: Readonly<Record<string, string>> = {
  Basketballs: 'Houston Rockets',
  Soccer: 'Houston Dynamo',
  Baseball: 'Houston Astros',
};

function sizeOf(categoryName: string, n: number): string {
  if (/Shoes/.test(categoryName)) return ['9', '10', '10.5', '11', '12'][(n - 1) % 5] ?? '10';
  if (categoryName === 'Basketballs') return ['Official 29.5"', 'Intermediate 28.5"', 'Youth 27.5"'][(n - 1) % 3] ?? 'One Size';
  if (categoryName === 'Jackets') return ['S', 'M', 'L', 'XL'][(n - 1) % 4] ?? 'M';
  return 'One Size';
}

/** The made-up attributes of sku n of a product: a colour, a size, and a team for team sports. */
export function skuAttributes(product: ProductListItem, n: number): SkuAttribute[] {
  const attributes = [
    { name: 'Color', value: COLORS[(Number(product.id) + n) % COLORS.length] ?? 'Black' },
    { name: 'Size', value: sizeOf(product.categoryName, n) },
  ];
  const team = TEAMS[product.categoryName];
  if (team) attributes.push({ name: 'Team', value: team });
  return attributes;
}

// ---------------------------------------------------------------------------------------------------------------
// The carts

/** 100 lines over the catalogue (not the hostile product, not the out-of-stock sku), quantities 1, 2, 3, 1, ... */
function hundredLines(): SeededCart['lines'] {
  const ids = ['1001', '1002', '1003', '1004', ...Array.from({ length: 38 }, (_, i) => String(1006 + i))];
  const sdd: SddDelivery[] = ['SDD_0', 'SDD_1', 'SDD_NA'];
  const lines: SeededCart['lines'] = [];
  for (let n = 1; n <= 3 && lines.length < 100; n++) {
    for (const id of ids) {
      if (lines.length === 100) break;
      if (`sku-${id}-${n}` === 'sku-1037-3') continue;
      const i = lines.length;
      const modes: ShipModeName[] = i % 4 === 3 ? ['shipToHome', 'shipToStore'] : ['shipToHome', 'storePickup', 'sameDay'];
      const mode: ShipModeName = i % 5 === 1 ? 'storePickup' : i % 5 === 2 && modes.includes('sameDay') ? 'sameDay' : 'shipToHome';
      lines.push([id, { n, quantity: (i % 3) + 1, modes, mode, sdd: sdd[i % 3] ?? 'SDD_NA' }]);
    }
  }
  return lines;
}

/** The malformed order, answered verbatim: a tolerant client counts 3 items (2 + 1; the negative line is ignored). */
export function malformedOrder(): unknown {
  return {
    orderId: CART_IDS.malformed,
    numberOfItems: 'three',
    orderItems: [
      {
        orderItemId: '5007001',
        skuId: 'sku-1019-2',
        productId: '1019',
        quantity: '2',
        unitPrice: 4.99,
        orderItemPrice: '9.98',
        skuDetails: { skuInfo: { name: 'Penn Championship Extra Duty Tennis Balls 3-Pack' } },
        unexpectedField: { nested: true },
      },
      {
        orderItemId: '5007002',
        skuId: 'sku-1020-2',
        productId: '1020',
        quantity: -1,
        unitPrice: 7.99,
        skuDetails: { skuInfo: { name: 'Wilson US Open Tennis Balls 4-Pack', skuAttributes: 'Color: Yellow' } },
      },
      { orderItemId: '5007003', skuId: 'sku-1029-2', productId: '1029', quantity: 1, unitPrice: '17.99' },
    ],
  };
}

/** The seeded carts, in the order the store makes them. */
export const SEEDED_CARTS: readonly SeededCart[] = [
  {
    orderId: CART_IDS.normal,
    lines: [
      ['1001', { quantity: 1, n: 2, modes: ['shipToHome', 'storePickup', 'sameDay'], sdd: 'SDD_1' }],
      ['1009', { quantity: 2, modes: ['shipToHome', 'storePickup'] }],
      ['1012', { quantity: 1, quantityLimit: 5, modes: ['shipToHome', 'shipToStore'], mode: 'shipToStore' }],
    ],
    promotions: [
      {
        usage: 'Discount',
        adjustmentType: 'productleveldiscount',
        amount: -10,
        perUnitAdjustment: -5,
        promotionName: '$5 off each Wilson Evolution basketball',
        promotionCode: 'HOOPS5',
      },
    ],
    discounts: { [`${CART_IDS.normal}002`]: { perUnit: -5, promotionCode: 'HOOPS5' } },
  },
  { orderId: CART_IDS.hundred, lines: hundredLines() },
  {
    orderId: CART_IDS.outOfStock,
    lines: [
      ['1037', { quantity: 1, n: 3, modes: ['shipToHome'] }],
      ['1036', { quantity: 1 }],
    ],
  },
  {
    orderId: CART_IDS.freeGiftReload,
    lines: [
      ['1027', { quantity: 1 }],
      ['1029', { quantity: 1, quantityLimit: 1, unitPrice: 0, isfreeGift: true, modes: ['shipToHome'] }],
    ],
    getErrors: { errors: [{ errorKey: 'OUT_OF_STOCK', orderItemId: `${CART_IDS.freeGiftReload}002` }], gets: FREE_GIFT_ERROR_GETS },
  },
  {
    orderId: CART_IDS.overNinetyNine,
    lines: [
      ['1019', { quantity: 75, quantityLimit: 99 }],
      ['1020', { quantity: 75, quantityLimit: 99 }],
    ],
  },
  {
    orderId: CART_IDS.xss,
    lines: [['1037', { quantity: 1, name: CART_XSS_NAME }]],
    promotions: [
      {
        usage: 'Discount',
        adjustmentType: 'orderleveldiscount',
        amount: -5,
        promotionName: CART_XSS_PROMOTION_NAME,
        promotionCode: 'XSS5',
      },
    ],
  },
  {
    orderId: CART_IDS.checkout400,
    lines: [
      ['1030', { quantity: 1 }],
      ['1022', { quantity: 1 }],
    ],
  },
  {
    orderId: CART_IDS.paymentInstruction,
    lines: [
      ['1001', { quantity: 1, modes: ['shipToHome'] }],
      ['1012', { quantity: 1, modes: ['shipToHome'] }],
    ],
    paymentMethod: 'PAYPAL',
  },
  {
    orderId: CART_IDS.promises,
    lines: [
      ['1036', { quantity: 1, name: EGIFT_CARD_NAME, unitPrice: 50, quantityLimit: 1, modes: ['electronic'] }],
      ['1001', { quantity: 1, modes: ['storePickup', 'shipToHome'] }],
      ['1012', { quantity: 1, modes: ['shipToHome'] }],
    ],
  },
];

/** Orders answered verbatim and never changed, by order id (made fresh for each store). */
export const rawOrders = (): Record<string, unknown> => ({ [CART_IDS.malformed]: malformedOrder() });
