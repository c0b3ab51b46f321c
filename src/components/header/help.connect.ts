import type { SnapshotFrom } from 'xstate';
import type { HelpEvent, HelpPanel, helpMachine } from '../../../machines/header';
import type { HeaderPart } from './header.anatomy';
import type { HeaderWords, ShownHelpPage } from './header.connect';

type Snapshot = SnapshotFrom<typeof helpMachine>;

/**
 * The help machine's snapshot -> what the floating buttons and the panel show, their ARIA and their handlers, from its
 * tags (`open`, `loading`, `slow`, `ready`). Each button is a toggle of the panel for its page (`aria-expanded`,
 * `aria-controls`); the panel is a non-modal dialog named by its heading (the page's title); while the page loads a
 * status says so, and after 15 s without a load it says it is slow (the popup window is offered throughout).
 */
export function connectHelp(snapshot: Snapshot, send: (event: HelpEvent) => void, panelId: string, t: HeaderWords) {
  const page = snapshot.context.page;
  const open = snapshot.hasTag('open');
  const shown = (panel: HelpPanel) => open && page?.panel === panel;
  return {
    open,
    page,
    getButtonProps: (item: ShownHelpPage) => ({
      part: 'floating-button' satisfies HeaderPart,
      'data-panel': item.panel,
      'aria-expanded': shown(item.panel),
      'aria-controls': shown(item.panel) ? panelId : undefined,
      onClick: () => send(shown(item.panel) ? { type: 'HELP.CLOSE' } : { type: 'HELP.OPEN', ...item }),
    }),
    getPanelProps: () => ({ part: 'help-panel' satisfies HeaderPart, id: panelId, 'aria-labelledby': `${panelId}-title` }),
    headingId: `${panelId}-title`,
    /** What the status line says: loading, slow, or nothing once the page is in. */
    status: !page ? null : snapshot.hasTag('loading') ? t('helpLoading', { title: page.title }) : snapshot.hasTag('slow') ? t('helpSlow', { title: page.title }) : null,
    closeLabel: page ? t('helpClose', { title: page.title }) : '',
    getFrameProps: () => ({
      part: 'help-frame' satisfies HeaderPart,
      title: page?.title ?? '',
      onLoad: () => send({ type: 'FRAME.LOADED' }),
    }),
    close: () => send({ type: 'HELP.CLOSE' }),
  };
}
