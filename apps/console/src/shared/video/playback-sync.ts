import type { PlaybackPlayer } from "./playback-player";

/** How long a far-off window is given to land after align sent it to the leader's moment. */
const RESEEK_MS = 3_000;
/** The most a far-off window is sent ahead of the leader to make up for its seek's delay. */
const MAX_LEAD_MS = 5_000;

/**
 * Up to 16 playback windows on one clock (spec §7 syncAllWin / asynAllWin / pauseAllWin /
 * resumeAllWin). Synchronised, a seek or speed goes to every window and each one's rate is nudged
 * toward the first window's wall time every 250 ms (one far off is sent there); paused, all show the
 * same moment and step frames together; independent, each window is steered alone.
 */
export class PlaybackSync {
  private readonly players = new Map<number, PlaybackPlayer>();
  private timer: number | null = null;
  /** When align last sent a far-off window to the leader (Date.now ms). */
  private readonly seekedAt = new Map<PlaybackPlayer, number>();
  synced = false;

  set(winIndex: number, player: PlaybackPlayer | null): void {
    const old = this.players.get(winIndex);
    if (old) this.seekedAt.delete(old);
    if (player) this.players.set(winIndex, player);
    else this.players.delete(winIndex);
  }

  /** syncAllWin: every window follows the leader (the lowest window index) from now on. */
  syncAllWin(): void {
    this.synced = true;
    const leader = this.leader();
    const at = leader?.wallTime;
    // Every window (the leader too) goes to the same moment, so all meet the same start-up delay.
    if (at != null) for (const p of this.players.values()) p.seek(at);
    if (leader) for (const p of this.others()) p.setSpeed(leader.state.speed);
    this.timer ??= window.setInterval(() => this.align(), 250);
  }

  /** asynAllWin: windows play independently again. */
  asynAllWin(): void {
    this.synced = false;
    if (this.timer !== null) window.clearInterval(this.timer);
    this.timer = null;
    for (const p of this.players.values()) p.nudge(0);
  }

  /** pauseAllWin; synchronised, every window then shows the same moment (issue 31). */
  pauseAllWin(): void {
    for (const p of this.players.values()) p.pause();
    if (this.synced) this.alignPaused();
  }

  /** Synchronised frame step (issue 31): all pause on one moment, then step one frame together. */
  stepAll(direction: 1 | -1): void {
    this.pauseAllWin();
    for (const p of this.players.values()) p.step(direction);
  }

  resumeAllWin(): void {
    for (const p of this.players.values()) p.resume();
  }

  /** The windows a command for `winIndex` applies to: all when synchronised. */
  targets(winIndex: number): PlaybackPlayer[] {
    if (this.synced) return [...this.players.values()];
    const one = this.players.get(winIndex);
    return one ? [one] : [];
  }

  dispose(): void {
    this.asynAllWin();
    this.players.clear();
  }

  private leaderSpeed(): number {
    return this.leader()?.state.speed ?? 1;
  }

  private leader(): PlaybackPlayer | undefined {
    return this.players.get(Math.min(...this.players.keys()));
  }

  private others(): PlaybackPlayer[] {
    const leader = this.leader();
    return [...this.players.values()].filter((p) => p !== leader);
  }

  /**
   * Paused windows all show the earliest of their pictures: every other window has played past it and
   * still holds it (30 s are kept behind the playhead), so no request goes to the sources.
   */
  private alignPaused(): void {
    const times = [...this.players.values()].map((p) => p.wallTime).filter((t): t is number => t != null);
    if (times.length === 0) return;
    const at = Math.min(...times);
    for (const p of this.players.values()) if (p.wallTime !== at) p.showWall(at);
  }

  /**
   * Paused, every window keeps showing the leader's moment: one that left it after pauseAllWin (a seek
   * landing, a first picture arriving late; seen 78 ms off under load) is put back, not sent ahead.
   */
  private holdPaused(lead: number, now: number): void {
    for (const p of this.others()) {
      const at = p.wallTime;
      if (at === null || at === lead || p.state.status !== "paused" || p.seeking) continue;
      if (now - (this.seekedAt.get(p) ?? 0) < RESEEK_MS) continue;
      this.seekedAt.set(p, now);
      p.showWall(lead);
    }
  }

  private align(): void {
    const leader = this.leader();
    const lead = leader?.wallTime;
    if (lead == null) return;
    const now = Date.now();
    if (leader!.state.status === "paused") return leader!.seeking ? undefined : this.holdPaused(lead, now);
    for (const p of this.others()) {
      const at = p.wallTime;
      if (at == null) continue;
      if (Math.abs(at - lead) <= 1_000) {
        p.nudge(at - lead);
        continue;
      }
      // Far off (fell behind, or its recording has a gap there): that window alone goes to where the
      // leader will be once it lands (its last seek's delay later), and is left to land. Seeking all (as
      // before) let one channel's gap restart the whole wall 4 times a second (issue 31: 16 windows).
      if (p.seeking || now - (this.seekedAt.get(p) ?? 0) < RESEEK_MS) continue;
      this.seekedAt.set(p, now);
      p.seek(lead + Math.min(p.landingMs, MAX_LEAD_MS) * this.leaderSpeed());
    }
  }
}
