import { useCallback, useId, useMemo, type ComponentType } from 'react';
import type { NavEvent } from '../../../machines/header';
import type { HeaderNav } from '../../core/header-config.types';
import type { SgHost } from '../shared/host';
import type { HeaderPart } from './header.anatomy';
import { connectMegaMenu, currentPageProps, type HeaderWords } from './header.connect';
import * as css from './header.css';
import { navigateDetail, navigateOnClick } from './links';
import type { MegaPanelProps } from './MegaPanel';

export interface MegaMenuProps {
  /** The navigation, its label worded (`showConfig`). */
  nav: HeaderNav & { label: string };
  /** The open panel's content (lazy, with the machines); null until it has loaded. */
  Panel: ComponentType<MegaPanelProps> | null;
  /** The menu's code did not load: every L1 is a plain link to its page (or text), nothing opens. */
  linksOnly?: boolean;
  openIndex: number | null;
  send: (event: NavEvent) => void;
  host?: SgHost;
  /** The header's texts (the panels' "Shop All"). */
  t: HeaderWords;
}

/** The desktop navigation row (from 1024 px): L1 buttons or links, each button followed by its panel. */
export function MegaMenu({ nav, Panel, linksOnly = false, openIndex, send, host, t }: MegaMenuProps) {
  const id = useId();
  const ids = useMemo(() => ({ panel: (index: number) => `${id}-panel-${index}` }), [id]);
  const view = connectMegaMenu({ openIndex }, send, ids);
  const close = useCallback(() => send({ type: 'MENU.CLOSE' }), [send]);

  return (
    <nav part={'nav' satisfies HeaderPart} aria-label={nav.label} className={css.nav} {...view.rootProps}>
      <ul className={css.navList}>
        {nav.l1.map((item, index) => {
          const button = linksOnly ? null : view.getButtonProps(item, index);
          return (
            <li key={index}>
              {button ? (
                <>
                  <button
                    part={'menu-button' satisfies HeaderPart}
                    className={css.menuItem}
                    {...button}
                  >
                    {item.label}
                    <svg className={css.chevron} aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                  <div part={'panel' satisfies HeaderPart} className={css.panel} {...view.getPanelProps(item, index)}>
                    {openIndex === index && Panel ? <Panel item={item} host={host} onFollow={close} t={t} /> : null}
                  </div>
                </>
              ) : item.href ? (
                <a
                  part={'menu-link' satisfies HeaderPart}
                  className={css.menuItem}
                  href={item.href}
                  {...currentPageProps(item.href)}
                  {...view.getLinkProps()}
                  onClick={navigateOnClick(host, navigateDetail(item, 'category', [item.label]))}
                >
                  {item.label}
                </a>
              ) : (
                <span part={'menu-link' satisfies HeaderPart} className={css.menuItem}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

