/** A listener of any simulator event. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Listener = (...args: any[]) => void;

/**
 * A minimal event emitter whose `on` returns the unsubscribe function (Node's EventEmitter returns
 * `this`, which makes tests leak listeners). A throwing listener must not break the device loop,
 * so errors are reported to `onError` instead of propagating.
 */
export class Emitter<E extends string> {
  private readonly listeners = new Map<E, Set<Listener>>();

  constructor(private readonly onError: (err: unknown) => void = () => {}) {}

  /** Adds a listener; returns a function removing it. */
  on(event: E, listener: Listener): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Calls every listener of `event` with `args`. */
  emit(event: E, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(...args);
      } catch (err) {
        this.onError(err);
      }
    }
  }
}
