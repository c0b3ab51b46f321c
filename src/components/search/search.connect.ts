import type { FocusEvent, FormEvent, KeyboardEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  currentResults,
  hasNoResults,
  showsSuggestions,
  toQuery,
  visibleOptions,
} from '../../../machines/search/search.logic';
import type { SearchEvent, SearchOption, searchMachine } from '../../../machines/search';
import type { Translate } from '../shared/use-messages';
import type { searchMessages } from './search.messages';

/**
 * What the view reads of the machine's snapshot: its context and its tags (Search.tsx's stand-in before the machine
 * arrives has the same shape).
 */
export type SearchSnapshot = Pick<SnapshotFrom<typeof searchMachine>, 'context' | 'hasTag'>;

/** The search box's texts in the element's locale (`useMessages(searchMessages, ...)`). */
export type SearchWords = Translate<(typeof searchMessages)['defaults']>;

export interface SearchIds {
  input: string;
  listbox: string;
  live: string;
  hint: string;
}

export const optionDomId = (ids: SearchIds, option: SearchOption) => `${ids.listbox}-${option.id}`;

export type PanelStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The options grouped in display order, each group with its label (`<kind>Group`). */
export function groupOptions(options: readonly SearchOption[], t: SearchWords) {
  const groups: Array<{ kind: SearchOption['kind']; label: string; options: SearchOption[] }> = [];
  for (const option of options) {
    let group = groups.find((g) => g.kind === option.kind);
    if (!group) groups.push((group = { kind: option.kind, label: t(`${option.kind}Group`), options: [] }));
    group.options.push(option);
  }
  return groups;
}

/**
 * Snapshot -> ARIA 1.2 combobox props, texts (worded by `t`) and handlers. DOM focus stays in the input; the
 * highlighted option is conveyed by aria-activedescendant. `aria-controls` points at the listbox only once the lazy
 * panel has rendered it.
 * The input's keys (W3C APG combobox with listbox popup): ArrowDown opens or moves down (Alt+ArrowDown opens without
 * moving), ArrowUp moves up, Home/End move to the first/last option while one is highlighted (else the caret moves),
 * ArrowLeft/ArrowRight give the caret back, Escape closes the panel or else clears the box, Shift+Delete removes a
 * highlighted recent search. Focus leaving the search (Tab, Shift+Tab) closes it.
 */
export function connectSearch(
  snapshot: SearchSnapshot,
  send: (event: SearchEvent) => void,
  ids: SearchIds,
  panel: PanelStatus,
  t: SearchWords,
) {
  const { context } = snapshot;
  const open = snapshot.hasTag('open');
  const suggestionsFailed = snapshot.hasTag('suggestionsFailed');
  const suggesting = showsSuggestions(context) && !suggestionsFailed;
  const options = open ? visibleOptions(context, suggestionsFailed) : [];
  const highlighted = options.find((o) => o.id === context.highlighted) ?? null;
  const listboxShown = open && panel === 'ready' && options.length > 0;
  const noResults = suggesting && hasNoResults(context);
  const results = currentResults(context);
  const loadingSuggestions = suggesting && !results && snapshot.hasTag('suggesting');

  let live = '';
  if (open) {
    if (panel === 'failed') live = t('loadFailed');
    else if (noResults) live = t('noResultsLive', { term: toQuery(context.term) });
    else if (suggesting && results && context.results?.query === toQuery(context.term))
      live = t('suggestionCount', { count: options.length });
    else if (!suggesting && context.removed !== null) live = t('recentRemoved', { term: context.removed });
  }

  const close = () => send({ type: 'PANEL.CLOSE' });

  return {
    open,
    mobile: context.mobile,
    term: context.term,
    suggesting,
    noResults,
    /** The visible message when nothing matches the term. */
    noResultsText: noResults ? t('noResults', { term: context.term.trim() }) : '',
    loadingSuggestions,
    busy: snapshot.hasTag('busy'),
    options,
    groups: groupOptions(options, t),
    highlightedId: highlighted?.id ?? null,
    hasRecent: !suggesting && context.recent.length > 0,
    popularLoading: snapshot.hasTag('popularLoading'),
    viewedLoading: snapshot.hasTag('viewedLoading'),
    input: {
      id: ids.input,
      role: 'combobox' as const,
      'aria-expanded': listboxShown,
      'aria-controls': listboxShown ? ids.listbox : undefined,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': listboxShown && highlighted ? optionDomId(ids, highlighted) : undefined,
      'aria-describedby': context.recent.length ? ids.hint : undefined,
      onFocus: () => send({ type: 'INPUT.FOCUS' }),
      onClick: () => send({ type: 'INPUT.FOCUS' }),
      onKeyDown(event: KeyboardEvent) {
        switch (event.key) {
          case 'ArrowDown':
            event.preventDefault();
            send({ type: event.altKey ? 'INPUT.FOCUS' : 'LIST.NEXT' });
            break;
          case 'ArrowUp':
            event.preventDefault();
            send({ type: 'LIST.PREV' });
            break;
          case 'Home':
          case 'End':
            if (highlighted) {
              event.preventDefault();
              send({ type: event.key === 'Home' ? 'LIST.FIRST' : 'LIST.LAST' });
            }
            break;
          case 'Escape':
            if (open || context.term) {
              event.preventDefault();
              send({ type: open ? 'PANEL.CLOSE' : 'INPUT.CLEAR' });
            }
            break;
          case 'Delete':
            if (event.shiftKey && highlighted?.kind === 'recent') {
              event.preventDefault();
              send({ type: 'RECENT.REMOVE', term: highlighted.value });
            }
            break;
          case 'ArrowLeft':
          case 'ArrowRight':
            if (highlighted) send({ type: 'LIST.CLEAR_HIGHLIGHT' });
            break;
        }
      },
    },
    /**
     * The search's root: focus moving to something outside it closes it, on mobile too (the full-screen panel would
     * otherwise cover what has focus). The on-screen keyboard closing blurs with nothing to go to: the panel stays.
     */
    root: {
      onBlur(event: FocusEvent<HTMLElement>) {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) close();
      },
    },
    form: {
      onSubmit(event: FormEvent) {
        event.preventDefault();
        send({ type: 'INPUT.SUBMIT' });
      },
    },
    overlay: { onClick: close },
    close,
    // Not a Tab stop even when it scrolls (Chromium makes scrollable boxes focusable): focus stays in the box (APG).
    listbox: { id: ids.listbox, role: 'listbox' as const, 'aria-label': t('listbox'), tabIndex: -1 },
    option: (option: SearchOption) => ({
      id: optionDomId(ids, option),
      role: 'option' as const,
      'aria-selected': option.id === highlighted?.id,
    }),
    /** A recent search's remove control (pointer only: the keyboard has Shift+Delete, described on the input). */
    remove: (option: SearchOption) => ({
      title: t('remove', { term: option.label }),
      onClick(event: { stopPropagation(): void }) {
        event.stopPropagation();
        send({ type: 'RECENT.REMOVE', term: option.value });
      },
    }),
    clearRecent: t('clearRecent'),
    /**
     * Quick view (where the `qv` switch is on; the panel asks): the highlighted product suggestion's, for a button
     * outside the listbox (a button inside an option would break the combobox pattern); null when no product is
     * highlighted.
     */
    quickView:
      highlighted?.kind === 'product' && highlighted.productId
        ? { productId: highlighted.productId, label: t('quickView', { name: highlighted.label }) }
        : null,
    /**
     * The quick view of a product shown in the panel did not load (its chunk failed; `failedProductId` from the page's
     * quick view): an alert beside the Quick view button, until the next request.
     */
    quickViewFailed: (failedProductId: string | null) =>
      failedProductId && options.some((o) => o.kind === 'product' && o.productId === failedProductId)
        ? { role: 'alert' as const, children: t('quickViewFailed') }
        : null,
    /** A product suggestion's pointer-only quick view chip (hidden from the accessibility tree, as `remove` is). */
    quickViewChip: (option: SearchOption) =>
      option.kind === 'product' && option.productId
        ? { productId: option.productId, title: t('quickView', { name: option.label }), text: t('quickViewShort') }
        : null,
    live,
  };
}

export type SearchView = ReturnType<typeof connectSearch>;

// The voice and scan buttons' props are in media.connect.ts, loaded with MediaSearch (only where `voice` or `scanner` is
// set): not re-exported here, which would put them and their texts in the search box's eager chunk.
