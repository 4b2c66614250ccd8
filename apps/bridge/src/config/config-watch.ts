import { watch, type FSWatcher } from "node:fs";
import { basename, dirname, resolve } from "node:path";

/**
 * Calls `onChange` once after the config file changed and stayed still for `debounceMs`. Watches
 * the folder, not the file: editors save by writing a new file and renaming it over the old one,
 * which a watch on the old file never sees.
 */
export function watchConfigFile(file: string, onChange: () => void, debounceMs = 300): () => void {
  const path = resolve(file);
  const name = basename(path);
  let timer: NodeJS.Timeout | null = null;
  let watcher: FSWatcher | null = watch(dirname(path), (_event, changed) => {
    if (changed !== null && changed !== name) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      onChange();
    }, debounceMs);
  });
  // A watcher that fails (the folder was removed) just stops; the bridge runs on with what it has.
  watcher.on("error", () => undefined);
  return () => {
    if (timer) clearTimeout(timer);
    watcher?.close();
    watcher = null;
  };
}
