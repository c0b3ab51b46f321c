import { useEffect, useRef, useSyncExternalStore } from 'react';
import { highlight, type SearchEvent, type SearchOption } from '../../../machines/search';
import { formatCurrency } from '../../core/format';
import { safeUrl } from '../../core/url';
import { base } from '../../styles';
import { openQuickView, quickViewEnabled, quickViewFailure } from '../quick-view';
import type { SearchPart } from './search.anatomy';
import type { SearchView } from './search.connect';
import * as css from './search-panel.css';
import * as shell from './search.css';

export interface SearchPanelProps {
  view: SearchView;
  send: (event: SearchEvent) => void;
  /** Moves focus to the search box (a control inside the panel that goes away keeps the shopper in the box). */
  focusInput?: () => void;
}

// The page's quick view failure (a signal), read without the signals adapter the search does not otherwise load.
const onQuickViewFailure = (changed: () => void) => quickViewFailure.subscribe(() => changed());
const failedQuickView = () => quickViewFailure.peek()?.productId ?? null;

/**
 * The search flyout (a lazy chunk): the zero-query groups or the suggestions, as one listbox of groups. Text from the
 * API is split and rendered as text; the typed part is marked. Pressing on the panel never takes focus from the input.
 */
export function SearchPanel({ view, send, focusInput }: SearchPanelProps) {
  const listbox = useRef<HTMLDivElement>(null);

  // Keep the highlighted option visible.
  useEffect(() => {
    if (!view.highlightedId) return;
    const option = listbox.current?.querySelector('[aria-selected="true"]');
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [view.highlightedId]);

  const skeleton = (rows: number, key: string) => (
    <div key={key} part={'skeleton' satisfies SearchPart} className={css.skeletonGroup} aria-hidden="true">
      <div className={css.skeletonLabel} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={css.skeletonRow} />
      ))}
    </div>
  );

  // Quick view (the `qv` switch): one button for the highlighted product suggestion, beside the listbox.
  const quickView = quickViewEnabled() ? view.quickView : null;
  const failedProductId = useSyncExternalStore(onQuickViewFailure, failedQuickView);
  const quickViewFailed = quickViewEnabled() ? view.quickViewFailed(failedProductId) : null;

  return (
    <div part={'panel' satisfies SearchPart} className={shell.panel} onPointerDown={(event) => event.preventDefault()}>
      {quickView && (
        <div className={css.toolbar}>
          <button
            type="button"
            part={'quick-view' satisfies SearchPart}
            className={base.textButton}
            onClick={(event) => openQuickView({ productId: quickView.productId }, event.currentTarget)}
          >
            {quickView.label}
          </button>
        </div>
      )}
      {quickViewFailed && <p className={css.failed} {...quickViewFailed} />}
      {view.hasRecent && (
        <div className={css.toolbar}>
          <button
            type="button"
            part={'clear-recent' satisfies SearchPart}
            className={base.textButton}
            onClick={() => {
              // The button goes away with the group: focus stays in the box, the panel stays open.
              focusInput?.();
              send({ type: 'RECENT.CLEAR' });
            }}
          >
            {view.clearRecent}
          </button>
        </div>
      )}
      {view.noResults && (
        <p part={'message' satisfies SearchPart} className={shell.message}>
          {view.noResultsText}
        </p>
      )}
      {view.loadingSuggestions && skeleton(6, 'suggestions')}
      {view.options.length > 0 && (
        <div ref={listbox} {...view.listbox} part={'listbox' satisfies SearchPart} className={css.listbox}>
          {view.groups.map((group) => (
            <div
              key={group.kind}
              role="group"
              aria-labelledby={`${view.listbox.id}-${group.kind}`}
              part={'group' satisfies SearchPart}
              className={css.group}
            >
              <div
                id={`${view.listbox.id}-${group.kind}`}
                part={'group-label' satisfies SearchPart}
                className={css.groupLabel}
              >
                {group.label}
              </div>
              <div className={group.kind === 'product' || group.kind === 'viewed' || group.kind === 'recommendation' ? css.productGrid : undefined}>
                {group.options.map((option) => (
                  <Option key={option.id} option={option} view={view} send={send} />
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
      {!view.suggesting && view.popularLoading && skeleton(5, 'popular')}
      {!view.suggesting && view.viewedLoading && skeleton(2, 'viewed')}
    </div>
  );
}

function Option({ option, view, send }: { option: SearchOption; view: SearchView; send: SearchPanelProps['send'] }) {
  const highlighted = option.id === view.highlightedId;
  const image = option.imageUrl ? safeUrl(option.imageUrl) : null;
  const parts = view.suggesting ? highlight(option.label, view.term) : [{ text: option.label, match: false }];
  const part: SearchPart | `${SearchPart} ${SearchPart}` = highlighted ? 'option option-highlighted' : 'option';
  const chip = quickViewEnabled() ? view.quickViewChip(option) : null;
  return (
    <div
      {...view.option(option)}
      part={part}
      className={image ? css.productOption : css.option}
      onClick={() => send({ type: 'OPTION.SELECT', id: option.id })}
      onPointerMove={() => {
        if (!highlighted) send({ type: 'OPTION.HIGHLIGHT', id: option.id });
      }}
    >
      {image && <img className={css.image} src={image} alt="" width={48} height={48} loading="lazy" decoding="async" />}
      <span className={css.label}>
        {parts.map((part, i) =>
          part.match ? (
            <span key={i} part={'match' satisfies SearchPart} className={css.match}>
              {part.text}
            </span>
          ) : (
            part.text
          ),
        )}
      </span>
      {typeof option.price === 'number' && <span className={css.price}>{formatCurrency(option.price)}</span>}
      {chip && (
        // Pointer only, as `remove`: keyboard and screen reader users have the Quick view button beside the listbox.
        <span
          part={'option-quick-view' satisfies SearchPart}
          className={css.quickViewChip}
          aria-hidden="true"
          title={chip.title}
          onClick={(event) => {
            event.stopPropagation();
            // Focus is in the search box (a press on the panel never takes it): it gets focus back on close.
            openQuickView({ productId: chip.productId }, null);
          }}
        >
          {chip.text}
        </span>
      )}
      {option.kind === 'recent' && (
        // Mouse and touch removal; keyboard users press Shift+Delete on the highlighted option (described on the input).
        <span
          part={'remove' satisfies SearchPart}
          className={css.remove}
          aria-hidden="true"
          {...view.remove(option)}
        >
          ×
        </span>
      )}
    </div>
  );
}
