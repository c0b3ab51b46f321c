import * as css from './cart-drawer.css';
import type { CartDrawerPart } from './cart-drawer.anatomy';

/**
 * Placeholder of the drawer body at its final size (three lines and the footer), shown while the body chunk or the cart
 * loads. Hidden from assistive technology: the dialog is `aria-busy` meanwhile.
 */
export function CartDrawerSkeleton() {
  return (
    <div className={css.body} part={'skeleton' satisfies CartDrawerPart} aria-hidden="true">
      <div className={css.scroll}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={css.skeletonLine}>
            <div className={`${css.skeletonBlock} ${css.skeletonImage}`} />
            <div className={css.skeletonText}>
              <div className={`${css.skeletonBlock} ${css.skeletonRow}`} />
              <div className={`${css.skeletonBlock} ${css.skeletonRow}`} />
              <div className={`${css.skeletonBlock} ${css.skeletonRow}`} />
            </div>
          </div>
        ))}
      </div>
      <div className={css.footer}>
        <div className={`${css.skeletonBlock} ${css.skeletonFooter}`} />
      </div>
    </div>
  );
}
