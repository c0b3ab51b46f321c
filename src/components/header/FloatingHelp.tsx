import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { helpMachine, type HelpPage } from '../../../machines/header';
import { base } from '../../styles';
import type { SgHost } from '../shared/host';
import { CloseIcon } from '../shared/icons';
import { openChat, openPopup } from './actions';
import type { HeaderPart } from './header.anatomy';
import type { HeaderWords, ShownHelpPage } from './header.connect';
import * as css from './floating-help.css';
import { connectHelp } from './help.connect';

export interface FloatingHelpProps {
  pages: ShownHelpPage[];
  host?: SgHost;
  t: HeaderWords;
}

/**
 * The floating help buttons and the panel they open (spec section 1: floating feedback and web chat buttons, the
 * chatbot container), a lazy chunk of `<sg-header>` loaded after its first paint when `floatingHelp` asks for a
 * button. Each button fires the cancelable `sg-help-open` (`{ panel, url }`: a page with its own chat widget takes
 * over) and opens its page in the panel, a non-modal dialog (the page stays usable beside it, so no focus trap): focus
 * moves to its heading; Escape or its Close button closes it and focus returns to the button; the page's frame is
 * dropped when it closes. "Open in a new window" opens the 500x500 popup instead (the chat's through `sg-chat-open`,
 * as the sub-header's chat button does).
 */
export function FloatingHelp({ pages, host, t }: FloatingHelpProps) {
  const [snapshot, send] = useMachine(helpMachine, { input: {} });
  const panelId = useId();
  const api = connectHelp(snapshot, send, panelId, t);
  const stackRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A page opened (or switched to): focus to the panel's heading.
  const shownUrl = api.open ? api.page?.url : null;
  useEffect(() => {
    if (shownUrl) headingRef.current?.focus();
  }, [shownUrl]);

  /** Closing from inside the panel: focus goes back to the button of the page it showed. */
  const closeToButton = () => {
    const panel = api.page?.panel;
    api.close();
    stackRef.current?.querySelector<HTMLElement>(`[data-panel="${panel}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closeToButton();
  };
  const openWindow = (page: HelpPage) => {
    closeToButton();
    if (page.panel === 'chat') openChat(host, page.url);
    else openPopup(page.url, 'sg-feedback');
  };

  return (
    <>
      <div ref={stackRef} part={'floating-help' satisfies HeaderPart} className={css.stack}>
        {pages.map((page) => {
          const props = api.getButtonProps(page);
          return (
            <button
              key={page.panel}
              type="button"
              className={css.button}
              {...props}
              onClick={() => {
                // Opening asks the page first; closing is the panel's own business.
                if (!props['aria-expanded'] && host && !host.emit('sg-help-open', { panel: page.panel, url: page.url }, { cancelable: true })) return;
                props.onClick();
              }}
            >
              {page.title}
            </button>
          );
        })}
      </div>
      {api.open && api.page ? (
        <section
          role="dialog"
          className={css.panel}
          style={{ '--sg-help-rows': pages.length } as CSSProperties}
          {...api.getPanelProps()}
          onKeyDown={onKeyDown}
        >
          <div className={css.top}>
            <h2 ref={headingRef} id={api.headingId} tabIndex={-1} className={css.heading}>
              {api.page.title}
            </h2>
            <button type="button" className={base.textButton} onClick={() => openWindow(api.page!)}>
              {t('helpOpenWindow')}
            </button>
            <button type="button" className={base.iconButton} aria-label={api.closeLabel} onClick={closeToButton}>
              <CloseIcon />
            </button>
          </div>
          <p role="status" className={css.status}>
            {api.status}
          </p>
          <iframe
            key={api.page.url}
            src={api.page.url}
            className={css.frame}
            {...api.getFrameProps()}
            // The page is the chat provider's or the survey's (allow-listed): its scripts and forms run, its popups
            // may open (a transcript, a file); no top navigation is granted, so another origin's page cannot take the
            // store's page away (a same-origin page is the store's own, and same-origin framing gives it the page).
            // Focus inside the frame is the frame's: Escape closes the panel from its own controls.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          />
        </section>
      ) : null}
    </>
  );
}
