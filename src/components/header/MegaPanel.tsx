import type { NavL1 } from '../../core/header-config.types';
import type { SgHost } from '../shared/host';
import type { HeaderPart } from './header.anatomy';
import { ConfigLink, navigateDetail, navigateOnClick } from './links';
import { currentPageProps, type HeaderWords } from './header.connect';
import * as css from './mega-panel.css';

export interface MegaPanelProps {
  item: NavL1;
  host?: SgHost;
  /** A link was followed (or routed): the menu closes. */
  onFollow: () => void;
  t: HeaderWords;
}

/**
 * An open mega menu panel's content: category columns (L2 title, its L3s; 3 columns) or the brand grid (4 columns),
 * "Shop All {L1}" and the promo image. Lazy: it loads with the header's machines (no panel opens before them), and a
 * closed panel renders nothing, so its links are out of the tab order and the page's DOM stays small.
 */
export function MegaPanel({ item, host, onFollow, t }: MegaPanelProps) {
  return (
        <div className={css.panelInner}>
          {item.kind === 'brand' ? (
            <ul part={'brand-grid' satisfies HeaderPart} className={css.brandGrid} aria-label={item.label}>
              {item.brands.map((brand, i) => (
                <li key={i}>
                  <a
                    part={'brand' satisfies HeaderPart}
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
                <li key={i} part={'column' satisfies HeaderPart}>
                  <h2 part={'column-title' satisfies HeaderPart} className={css.columnTitle}>
                    <ConfigLink
                      part={'link' satisfies HeaderPart}
                      className={css.link}
                      href={l2.href}
                      label={l2.label}
                      detail={navigateDetail(l2, 'category', [item.label, l2.label])}
                      host={host}
                      onFollow={onFollow}
                    />
                  </h2>
                  {l2.l3.length > 0 && (
                    <ul className={css.linkList}>
                      {l2.l3.map((l3, j) => (
                        <li key={j}>
                          <ConfigLink
                            part={'link' satisfies HeaderPart}
                            className={css.link}
                            href={l3.href}
                            label={l3.label}
                            detail={navigateDetail(l3, 'category', [item.label, l2.label, l3.label])}
                            host={host}
                            onFollow={onFollow}
                          />
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
              part={'shop-all' satisfies HeaderPart}
              className={css.shopAll}
              href={item.href}
              {...currentPageProps(item.href)}
              onClick={navigateOnClick(host, navigateDetail(item, 'category', [item.label]), onFollow)}
            >
              {t('shopAll', { name: item.label })}
            </a>
          )}
          {item.promo && (
            <a
              part={'promo' satisfies HeaderPart}
              className={css.promo}
              href={item.promo.href}
              onClick={navigateOnClick(host, { url: item.promo.href, kind: 'promo', label: item.promo.alt, hierarchy: [item.label], categoryId: null }, onFollow)}
            >
              <img src={item.promo.image} alt={item.promo.alt} loading="lazy" />
            </a>
          )}
        </div>
  );
}
