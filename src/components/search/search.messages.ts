import type { OptionKind } from '../../../machines/search';
import { defineMessages } from '../../core/messages';

/**
 * Every text of the search box and its panel, en-US (docs/messages.md: translations in src/locales, page overrides in
 * the configuration's `messages` section). Each group's label is `<kind>Group` (the option kinds of machines/search).
 * The `label` and `placeholder` attributes, when set, win over `label` and `placeholder` here. Voice search and the
 * scanner have their own bundles (voice.messages.ts, scanner.messages.ts), loaded with their code.
 */
export const searchMessages = defineMessages('search', {
  label: 'Search products',
  placeholder: 'What are you looking for?',
  submit: 'Search',
  clear: 'Clear search',
  cancel: 'Cancel',
  listbox: 'Search suggestions',
  recentGroup: 'Recent searches',
  popularGroup: 'Popular searches',
  viewedGroup: 'Recently viewed',
  featuredGroup: 'Featured categories',
  recommendationGroup: 'Recommended for you',
  termGroup: 'Suggestions',
  categoryGroup: 'Categories',
  productGroup: 'Products',
  clearRecent: 'Clear recent searches',
  remove: 'Remove {term}',
  removeHint: 'Press Shift+Delete to remove a highlighted recent search.',
  recentRemoved: 'Removed “{term}” from recent searches.',
  suggestionCount: '{count, plural, one {# suggestion available.} other {# suggestions available.}}',
  noResultsLive: 'No results for {term}.',
  noResults: 'No results for “{term}”. Check the spelling or try a more general word.',
  loadFailed: 'Search suggestions could not load. Check your connection and try again.',
  retry: 'Try again',
  quickView: 'Quick view {name}',
  quickViewShort: 'Quick view',
  quickViewFailed: 'Quick view didn’t load. Check your connection and try again.',
} satisfies Record<`${OptionKind}Group`, string> & Record<string, string>);
