import type { FastifyInstance } from "fastify";

/**
 * Calls `onGone` once the parent process is gone, however it ended (kill -9 included): the end of
 * the stdin pipe the parent holds (the kernel closes it when the parent dies), and a change of the
 * parent pid (the orphan is adopted by init or a subreaper). stdin must be that pipe: at its end
 * (or with no stdin at all) the parent counts as gone. (fstat(0) cannot check it: on Node 20 it
 * breaks the module resolution of later requires when stdin is a socket.)
 */
export function watchParent(onGone: () => void, pollMs = 500): void {
  let fired = false;
  const gone = () => {
    if (fired) return;
    fired = true;
    onGone();
  };
  process.stdin.on("end", gone).on("close", gone).on("error", gone);
  process.stdin.resume();
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) gone();
  }, pollMs).unref();
}

/**
 * Listens, waiting up to `waitMs` for a port that is busy: after a crash the previous sandbox may
 * still hold it for the moment it takes to notice its parent is gone.
 */
export async function listenWhenFree(app: FastifyInstance, at: { port: number; host: string }, waitMs: number, onBusy: () => void): Promise<void> {
  const until = Date.now() + waitMs;
  let told = false;
  for (;;) {
    try {
      await app.listen(at);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE" || Date.now() >= until) throw err;
      if (!told) onBusy();
      told = true;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
