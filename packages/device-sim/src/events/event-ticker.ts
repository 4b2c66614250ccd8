import type { EventFrame } from "@vms/api-client";
import { Rng, type Seed } from "../prng.js";
import { EventGenerator, type EventOverrides } from "./event-generator.js";

/** How often a device emits events. */
export interface SimEventOptions {
  /** Events per minute per device (0: none; tests call emitEvent instead). */
  perMinute: number;
  /** Seed of the event sequence (default: the SN alone). */
  seed?: Seed;
}

/**
 * Emits a device's events while it is connected: intervals jittered ±50 % around 60 s / perMinute
 * (seeded), each event on one of the AI-capable channels that are online at that moment.
 */
export class EventTicker {
  private readonly generator: EventGenerator;
  private readonly jitter: Rng;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    sn: string,
    private readonly options: SimEventOptions,
    private readonly channels: () => number[],
  ) {
    const seed = options.seed ?? sn;
    this.generator = new EventGenerator(sn, seed, Date.now().toString(36));
    this.jitter = new Rng(`event-ticks:${seed}:${sn}`);
  }

  /** One event now (or null without an online AI channel); sends nothing itself. */
  next(overrides?: EventOverrides): EventFrame | null {
    return this.generator.next(this.channels(), Date.now(), overrides);
  }

  start(send: (frame: EventFrame) => void): void {
    this.stop();
    if (!(this.options.perMinute > 0)) return;
    const mean = 60_000 / this.options.perMinute;
    const schedule = () => {
      this.timer = setTimeout(() => {
        const frame = this.next();
        if (frame) send(frame);
        schedule();
      }, mean * (0.5 + this.jitter.float()));
      this.timer.unref();
    };
    schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
