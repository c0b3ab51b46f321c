/** Which page the floating help panel shows: the chat provider's, or the feedback survey's. */
export type HelpPanel = 'chat' | 'feedback';

/** The page a floating button opens in the panel: its URL (already checked as safe) and its title (the heading). */
export interface HelpPage {
  panel: HelpPanel;
  url: string;
  title: string;
}

export interface HelpContext {
  /** The page in the panel; null while closed. */
  page: HelpPage | null;
  /** How long the page may take to load before the panel offers the popup window instead (ms). */
  slowAfterMs: number;
}

export interface HelpInput {
  slowAfterMs?: number;
}

export type HelpEvent =
  | ({ type: 'HELP.OPEN' } & HelpPage)
  | { type: 'HELP.CLOSE' }
  /** The panel's frame fired `load` (its page, or the browser's own error page: a frame cannot tell them apart). */
  | { type: 'FRAME.LOADED' };

export type HelpEmitted = { type: 'opened'; page: HelpPage } | { type: 'closed'; page: HelpPage };
