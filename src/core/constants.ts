/**
 * Business constants and limits of spec section 9 (and the few timing constants of sections 4 and 5), all imported
 * from this one module so that no flow hard-codes a number the spec names. They live in src/core/constants/, one
 * module per topic, so that the build puts each beside the code that uses it: one module made every element's shared
 * chunk (the header's first load included) carry the voice, scanner, gift card and store constants.
 */

// Same-day delivery and stores
export * from './constants/stores';

// Search
export * from './constants/search';

// Product carousels (the cart drawer's recently viewed and recently purchased)
export * from './constants/carousel';

// Navigation
export * from './constants/navigation';

// Voice and barcode
export * from './constants/media';

// Cart
export * from './constants/cart';

// Time
export * from './constants/time';

// Money
export * from './constants/money';

// Addresses
export * from './constants/addresses';

// Gift card (spec: "10 digits and more not shown": only the last 4 digits of a card number are ever shown)
export * from './constants/gift-card';

// Payment icons and kinds
export * from './constants/payment';

// API defaults (project choices where the spec is silent; documented in docs/api.md)
export * from './constants/api';

// Storage keys named by the spec (section 9) and by api-contract.md
export * from './constants/storage';

// Account: src/core/account-constants.ts (loaded with the account code only).
