type Listener = (playing: boolean) => void;

let playing = false;
const listeners = new Set<Listener>();

/**
 * Whether live video is playing. Spec §4: idle logout does not apply while it plays; the live
 * feature sets it, the session lifecycle reads it.
 */
export const videoActivity = {
  isLivePlaying: (): boolean => playing,
  setLivePlaying(next: boolean): void {
    if (next === playing) return;
    playing = next;
    for (const listener of listeners) listener(next);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
