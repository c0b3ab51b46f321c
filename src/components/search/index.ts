export { Search, searchDefaults } from './Search';
export type { SearchProps } from './Search';
export { searchMessages } from './search.messages';
export { searchParts } from './search.anatomy';
// Recording product views (for "Recently viewed") is part of the public API.
export { recordProductView } from '../../state/search-history';
export type { ViewedProductInput } from '../../core/search-history';
