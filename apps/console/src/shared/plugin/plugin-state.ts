type ResetListener = () => void;

const listeners = new Set<ResetListener>();

/**
 * Registers what resetting the video plugin's state means (the live feature will close windows and
 * forget bindings). Returns a function that unregisters it.
 */
export function onPluginReset(listener: ResetListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Spec §2/§4: logout, and leaving a page for /login, reset the plugin state. Nothing is registered
 * until the live feature exists, so today this does nothing.
 */
export function resetPluginState(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch {
      // A failing plugin must not stop the logout that called this.
    }
  }
}
