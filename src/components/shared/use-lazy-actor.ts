import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { loadChunk } from '../../core/lazy';

/** What this hook needs of an XState actor (structural, so this file does not import xstate). */
export interface MinimalActor {
  getSnapshot(): unknown;
  subscribe(listener: () => void): { unsubscribe(): void };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the actor's own event type, read back below
  send(event: any): void;
  start(): unknown;
  stop(): unknown;
}

type EventOf<A extends MinimalActor> = Parameters<A['send']>[0];

const noSubscription = () => () => {};

/**
 * An actor whose machine (and xstate itself) loads after the first paint: the header's bar, links and buttons render
 * and work from the first frame; events sent before the machine has arrived are queued and replayed in order, so a
 * press or a hover that early is not lost. `create` builds the actor from the loaded module; the snapshot is null
 * until then. The actor stops when the component unmounts. The loaded module comes back too (what else it exports
 * renders with the actor's first snapshot, never before).
 */
export function useLazyActor<M, A extends MinimalActor>(
  load: () => Promise<M>,
  create: (module: M) => A,
): { snapshot: ReturnType<A['getSnapshot']> | null; send: (event: EventOf<A>) => void; actor: A | null; module: M | null; failed: boolean } {
  const [{ actor, module }, setLoaded] = useState<{ actor: A | null; module: M | null }>({ actor: null, module: null });
  const [failed, setFailed] = useState(false);
  const queue = useRef<EventOf<A>[]>([]);
  // The running actor for `send` (stable: handlers created before the machine arrived still reach it).
  const running = useRef<A | null>(null);
  const latest = useRef<{ load: typeof load; create: typeof create }>({ load, create });
  useEffect(() => {
    latest.current = { load, create };
  });

  useEffect(() => {
    let live = true;
    let started: A | null = null;
    const timer = setTimeout(() => {
      loadChunk(latest.current.load).then(
        (module) => {
          if (!live) return;
          started = latest.current.create(module);
          started.start();
          // Running before the replay: an event sent meanwhile (an emitted event's handler answering one replayed)
          // goes to the actor, after the one being handled, not into the queue already emptied.
          running.current = started;
          for (const event of queue.current.splice(0)) started.send(event);
          setLoaded({ actor: started, module });
        },
        () => live && setFailed(true),
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
      started?.stop();
      running.current = null;
    };
  }, []);

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return noSubscription();
      const sub = actor.subscribe(listener);
      return () => sub.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => (actor ? (actor.getSnapshot() as ReturnType<A['getSnapshot']>) : null));

  const send = useCallback((event: EventOf<A>) => {
    if (running.current) running.current.send(event);
    else queue.current.push(event);
  }, []);
  return { snapshot, send, actor, module, failed };
}
