import r2wc from '@r2wc/react-to-web-component';
import { createElement, startTransition, useEffect, useState, type ComponentType } from 'react';
import { emitEvent } from '../../../core/events';
import { startAnalytics } from '../../../state/analytics-bus';
import { adoptSheet } from '../../../styles';
import type { SgHost } from '../host';
import { missingPlatformFeatures } from './platform';
// In the CDN build the elements are defined in a task after the one that evaluated React (see the module).
import { afterReact } from './yield-after-react';

/**
 * An element's lifecycle: its shadow root and React root, when the tree mounts, renders and unmounts, and when the tag
 * is defined.
 *
 * Why r2wc (@r2wc/react-to-web-component) is kept, and what it does here: it is the root creator, used through its
 * public API with no props: `r2wc(Root, { shadow: 'open', props: [] })` gives a class whose constructor attaches the
 * open shadow root, whose connectedCallback creates the React root in it and renders `Root`, and whose
 * disconnectedCallback unmounts that root. The rest r2wc leaves to chance, so it is ours (see toolchain notes): its
 * attribute transforms keep the old value when an attribute is removed or emptied, do not validate, warn or read the
 * page configuration (define.ts, codec.ts, config.ts do); its connectedCallback mounts inside the task that defined
 * the element, and its disconnectedCallback unmounts inside the removal. So the element calls r2wc's callbacks (as
 * `super`) when it is time:
 * - the first mount runs in a task of its own, after the upgrade: creating a root costs a few ms (React's event
 *   listeners on the shadow root), and the element's script would otherwise pay it inside the task that evaluated
 *   React and defined the element (on a phone, one task of well over 50 ms);
 * - the tree's first render never blocks the page: `Root` renders nothing at the mount's default priority, then, in a
 *   task of its own, the component in a transition, which React splits into short slices that yield to the page
 *   (useDeferredValue's initial value does not do it: its background render is entangled with the default-priority
 *   mount and runs whole; Preact renders a transition whole, but each element's in its own task); the host's reserved
 *   size keeps the layout still meanwhile. Later updates (`renderElement`) render at normal priority;
 * - leaving the page unmounts the React root at the next microtask, not inside the removal (a parent element's React
 *   commit may be what removed it, and React refuses a nested synchronous unmount), and not at all when the element is
 *   back by then (moved in one script): it renders on, with its state.
 * The values the component renders with are handed over with `renderElement`, not through r2wc's props.
 */

interface Rendering {
  props: object;
  /** The mounted tree's setter, while it is mounted. */
  listener: ((props: object) => void) | null;
}

const rendering = new WeakMap<Element, Rendering>();

/** Hands the element's component its props: rendered at once when its tree is mounted, else when it mounts. */
export function renderElement(element: Element, props: object): void {
  const state = rendering.get(element);
  if (!state) return;
  state.props = props;
  state.listener?.(props);
}

/** The element a lifecycle class makes: what a component may ask of its host (SgHost), but for `setValue`. */
export interface LifecycleElement extends HTMLElement {
  /** The open shadow root the tree renders in. */
  readonly container: ShadowRoot;
  /**
   * The light-DOM element (a CMS author's fallback input) that had focus when the element upgraded. Writable for a
   * parent element that moves such an input into an already upgraded child (the header's search).
   */
  upgradedFocus: Element | null;
  emit(name: `sg-${string}`, detail?: object, options?: { cancelable?: boolean }): boolean;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

/** The base class of an element rendering `component` with the props given to `renderElement` and `host`. */
export function lifecycleClass<P extends object>(
  component: ComponentType<P & { host: SgHost }>,
): new () => LifecycleElement {
  const Root = ({ container }: { container?: HTMLElement }) => {
    const host = (container as unknown as ShadowRoot).host as SgHost;
    const state = rendering.get(host)!;
    const [props, setProps] = useState(state.props);
    const [ready, setReady] = useState(false);
    useEffect(() => {
      state.listener = setProps;
      setProps(state.props); // What changed between the first render and now.
      // The component's first render starts in a task of its own: Preact (the lite build) runs the mount effects of
      // every element mounted before a frame in one task, and a transition there renders at once, so without it the
      // header, search, mini cart and drawer rendered in one task (258 ms at 4x CPU).
      const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
      return () => {
        clearTimeout(timer);
        state.listener = null;
      };
    }, [state]);
    if (!ready) return null;
    return createElement(component, { ...(props as P), host });
  };
  const Base = r2wc(Root, { shadow: 'open', props: [] }) as unknown as new () => LifecycleElement;

  return class extends Base {
    override upgradedFocus: Element | null;
    /** The first mount, waiting for its own task. */
    #mountTimer: ReturnType<typeof setTimeout> | undefined;
    /** Whether r2wc's connectedCallback made the React root (and its disconnectedCallback has not unmounted it). */
    #mounted = false;
    /** Whether the unmount waits for the next microtask (the element left the page). */
    #unmountQueued = false;

    constructor() {
      super();
      rendering.set(this, { props: {}, listener: null });
      // Attaching the shadow root (in super) stops the light DOM from rendering; the browser moves focus away only
      // at the next style update, so the fallback input that the shopper is typing in is still known here.
      // Inside another element's shadow root (the header's search) the document only sees that host: ask the root.
      const root = this.getRootNode();
      const active = (root instanceof Document || root instanceof ShadowRoot ? root : this.ownerDocument).activeElement;
      this.upgradedFocus = active && active !== this && this.contains(active) ? active : null;
      adoptSheet(this.container);
    }

    override connectedCallback() {
      // Back in the page before the queued unmount ran (moved): the root renders on, with its state.
      this.#unmountQueued = false;
      if (this.#mounted || this.#mountTimer !== undefined) return;
      this.#mountTimer = setTimeout(() => {
        this.#mountTimer = undefined;
        if (!this.isConnected || this.#mounted) return;
        this.#mounted = true;
        super.connectedCallback();
        // A page configured for analytics loads its runtime with the first element (analytics-bus.ts).
        startAnalytics();
      }, 0);
    }

    override disconnectedCallback() {
      if (this.#unmountQueued) return;
      this.#unmountQueued = true;
      queueMicrotask(() => {
        if (!this.#unmountQueued || this.isConnected) return;
        this.#unmountQueued = false;
        clearTimeout(this.#mountTimer);
        this.#mountTimer = undefined;
        if (!this.#mounted) return;
        this.#mounted = false;
        super.disconnectedCallback();
      });
    }

    override emit(name: `sg-${string}`, detail: object = {}, options: { cancelable?: boolean } = {}): boolean {
      return emitEvent(this, name, detail, options);
    }
  };
}

let warnedPlatform = false;

/**
 * Defines the tag unless something (an earlier copy of the library) already did, or the browser lacks what every
 * element needs (older than the support matrix): then the tag stays undefined and shows the page's own markup inside
 * it, with one console warning per page saying why. In the CDN build the definition comes one task after the
 * element's script has evaluated (yield-after-react.ts), so a script that imports an element and calls its methods
 * waits for `customElements.whenDefined(tag)` first. The tag is looked up when it is defined: of two copies of the
 * library scheduled together, the first one defines it.
 */
export function define(tag: string, constructor: CustomElementConstructor): void {
  afterReact(() => {
    if (customElements.get(tag)) return;
    const missing = missingPlatformFeatures();
    if (missing.length) {
      if (!warnedPlatform) {
        warnedPlatform = true;
        console.warn(`sg-elements: this browser has no ${missing.join(' and no ')}; the elements are left undefined and the page's own markup inside them stays.`);
      }
      return;
    }
    customElements.define(tag, constructor);
  });
}
