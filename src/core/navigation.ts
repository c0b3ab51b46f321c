import { emitEvent, type SgEventName } from './events';

/**
 * The one place elements leave the page. Tests replace `navigation.assign` to observe navigation without leaving
 * the test page. Callers pass only URLs that went through `safeUrl` or were built from fixed paths.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
};

/**
 * A default action that leaves the page (design.md, "Default actions, cancelable events"): dispatches the cancelable
 * `name` event with `detail` on `target`, then goes to `url` unless a listener called preventDefault() (an SPA route
 * takes over). With no target (a component rendered without its element) there is nobody to ask: it navigates.
 * Returns whether it navigated.
 */
export function emitThenNavigate(target: EventTarget | null | undefined, name: SgEventName, detail: object, url: string): boolean {
  if (target && !emitEvent(target, name, detail, { cancelable: true })) return false;
  navigation.assign(url);
  return true;
}
