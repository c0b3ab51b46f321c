import { useCallback, useId, useMemo } from 'react';
import type { NavEvent } from '../../../machines/nav';
import type { HeaderNav, NavL1 } from '../../core/header-config.types';
import type { SgHost } from '../shared/host';
import { connectMegaMenu, type MegaMenuView } from './header.connect';
import { HEADER_TEXT } from './header.anatomy';
import * as css from './header.css';
import { isCurrentPage, navigateOnClick, type NavigateDetail } from './links';

export interface MegaMenuProps {
  nav: HeaderNav;
  openIndex: number | null;
  send: (event: NavEvent) => void;
  host?: SgHost;
}

/** The desktop navigation row (from 1024 px): L1 buttons or links, each button followed by its panel. */
export function MegaMenu({ nav, openIndex, send, host }: MegaMenuProps) {
  const id = useId();
  const ids = useMemo(() => ({ panel: (index: number) => `${id}-panel-${index}` }), [id]);
  const view = connectMegaMenu({ openIndex }, send, ids);
  const close = useCallback(() => send({ type: 'MENU.CLOSE' }), [send]);

  return (
    <nav part="nav" aria-label={nav.label} className={css.nav} {...view.rootProps}>
      <ul className={css.navList}>
        {nav.l1.map((item, index) => {
          const button = view.getButtonProps(item, index);
          return (
            <li key={index}>
              {button ? (
                <>
                  <button
                    part="menu-button"
                    className={css.menuItem}
                    {...button}
                  >
                    {item.label}
                    <svg className={css.chevron} aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                  <Panel item={item} index={index} view={view} host={host} onFollow={close} />
                </>
              ) : item.href ? (
                <a
                  part="menu-link"
                  className={css.menuItem}
                  href={item.href}
                  aria-current={isCurrentPage(item.href) ? 'page' : undefined}
                  {...view.getLinkProps()}
                  onClick={navigateOnClick(host, detail(item, 'category', [item.label]))}
                >
                  {item.label}
                </a>
              ) : (
                <span part="menu-link" className={css.menuItem}>
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

function detail(item: { label: string; href: string | null; categoryId?: string | null }, kind: NavigateDetail['kind'], hierarchy: string[]): NavigateDetail {
  return { url: item.href ?? '', kind, label: item.label, hierarchy, categoryId: item.categoryId ?? null };
}

/** A link, or plain text when the configuration's URL was missing or refused. */
function NavLink(props: {
  part: string;
  className: string;
  href: string | null;
  label: string;
  detail: NavigateDetail;
  host?: SgHost;
  onFollow?: () => void;
}) {
  if (!props.href) return <span part={props.part}>{props.label}</span>;
  return (
    <a
      part={props.part}
      className={props.className}
      href={props.href}
      aria-current={isCurrentPage(props.href) ? 'page' : undefined}
      onClick={navigateOnClick(props.host, props.detail, props.onFollow)}
    >
      {props.label}
    </a>
  );
}

function Panel({ item, index, view, host, onFollow }: { item: NavL1; index: number; view: MegaMenuView; host?: SgHost; onFollow: () => void }) {
  const props = view.getPanelProps(item, index);
  // A closed panel renders empty: its links are out of the tab order and the page's DOM stays small.
  return (
    <div part="panel" className={css.panel} {...props}>
      {props.hidden ? null : (
        <div className={css.panelInner}>
          {item.kind === 'brand' ? (
            <ul part="brand-grid" className={css.brandGrid} aria-label={item.label}>
              {item.brands.map((brand, i) => (
                <li key={i}>
                  <a
                    part="brand"
                    className={css.brand}
                    href={brand.href}
                    onClick={navigateOnClick(host, { url: brand.href, kind: 'brand', label: brand.name, hierarchy: [item.label, brand.name], categoryId: null }, onFollow)}
                  >
                    {brand.image ? <img src={brand.image} alt={brand.alt} loading="lazy" /> : brand.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <ul className={css.columns}>
              {item.l2.map((l2, i) => (
                <li key={i} part="column">
                  <h2 part="column-title" className={css.columnTitle}>
                    <NavLink part="link" className={css.link} href={l2.href} label={l2.label} detail={detail(l2, 'category', [item.label, l2.label])} host={host} onFollow={onFollow} />
                  </h2>
                  {l2.l3.length > 0 && (
                    <ul className={css.linkList}>
                      {l2.l3.map((l3, j) => (
                        <li key={j}>
                          <NavLink part="link" className={css.link} href={l3.href} label={l3.label} detail={detail(l3, 'category', [item.label, l2.label, l3.label])} host={host} onFollow={onFollow} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
          {item.href && (
            <a
              part="shop-all"
              className={css.shopAll}
              href={item.href}
              aria-current={isCurrentPage(item.href) ? 'page' : undefined}
              onClick={navigateOnClick(host, detail(item, 'category', [item.label]), onFollow)}
            >
              {HEADER_TEXT.shopAll(item.label)}
            </a>
          )}
          {item.promo && (
            <a
              part="promo"
              className={css.promo}
              href={item.promo.href}
              onClick={navigateOnClick(host, { url: item.promo.href, kind: 'promo', label: item.promo.alt, hierarchy: [item.label], categoryId: null }, onFollow)}
            >
              <img src={item.promo.image} alt={item.promo.alt} loading="lazy" />
            </a>
          )}
        </div>
      )}
    </div>
  );
}
