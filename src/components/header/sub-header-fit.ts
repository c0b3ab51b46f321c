/** The sub-header row's widths in CSS px, as measured (natural widths: one line, nothing shrunk). */
export interface SubHeaderWidths {
  /** The row's content width. */
  row: number;
  /** The gap between the row's items. */
  gap: number;
  /** Track Order, Customer Care and chat: always whole. */
  end: number;
  /** The store button's whole text ("My store: {name} · {status} · {hours}" or the locator's title). */
  store: number;
  /** The free-shipping sentence on one line, or null when the banner is off. */
  banner: number | null;
  /** Each configured link, in order. */
  links: readonly number[];
  /** The "More" button. */
  more: number;
}

export interface SubHeaderFit {
  /** How many links show in the row; the rest go under "More". */
  links: number;
  /** The store button's minimum width (its whole text up to a share of the row). */
  storeMin: number;
  /** The banner's minimum width (its sentence on its two lines, up to a cap). */
  bannerMin: number;
}

/** The store button keeps up to this share of the row before links go under "More". */
export const STORE_SHARE = 0.36;
/** The banner keeps at least this width (two lines of about 30 characters) before links go under "More". */
export const BANNER_MIN_PX = 200;

/**
 * Who gets the row's room, in order: the end group (whole), the store button (its whole text up to 36% of the row),
 * the banner (its sentence up to 200 px, so its two lines hold about 60 characters), then the links in their
 * configured order, as many as fit whole; when some do not, "More" takes its room first.
 */
export function fitSubHeader(m: SubHeaderWidths): SubHeaderFit {
  const storeMin = Math.ceil(Math.min(m.store, m.row * STORE_SHARE));
  const bannerMin = m.banner === null ? 0 : Math.ceil(Math.min(m.banner, BANNER_MIN_PX));
  // The row's items: store button, links group, banner (when on), end group; a gap between each two.
  const items = m.banner === null ? 3 : 4;
  const room = Math.floor(m.row) - m.end - storeMin - bannerMin - (items - 1) * m.gap;
  const all = m.links.reduce((sum, w, i) => sum + w + (i > 0 ? m.gap : 0), 0);
  if (all <= room) return { links: m.links.length, storeMin, bannerMin };
  let used = m.more;
  let links = 0;
  for (const w of m.links) {
    if (used + m.gap + w > room) break;
    used += m.gap + w;
    links += 1;
  }
  return { links, storeMin, bannerMin };
}
