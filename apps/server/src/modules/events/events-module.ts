import path from "node:path";
import type { ModuleContext } from "../../core/module-context.js";
import { createFsObjectStore } from "../../lib/object-store/fs-object-store.js";
import type { ObjectStore } from "../../lib/object-store/object-store.js";
import { createSignedLinks, registerSignedObjectRoute } from "../../lib/object-store/signed-links.js";
import { startPeriodicJob } from "../../lib/periodic-job.js";
import type { DeviceGatewayPort } from "../devices/gateway-port.js";
import type { OpLogWriter } from "../op-logs/op-log-port.js";
import type { SitesModule } from "../sites/sites-module.js";
import { registerEventHandlers } from "./event-handlers.js";
import { createEventIngest, type StoredEvent } from "./event-ingest.js";
import { createEventRepository } from "./event-repository.js";
import { createRetentionJob, everyChannelFree, type LicensedChannel, type LicenceStateFor } from "./event-retention.js";
import { createEventService, IMAGE_LINK_TTL_MS } from "./event-service.js";

export interface EventsModuleDeps {
  sites: SitesModule;
  /** Where images and exports go; default files under `<VMS_DATA_DIR>/objects`. */
  store?: ObjectStore | undefined;
  /** The licence slice's answer per channel; until it exists every channel is free. */
  licenceStateFor?: LicenceStateFor | undefined;
  /** The licence slice's answer whether a channel's events are still logged; until it exists, always. */
  eventLoggingActive?: ((channel: LicensedChannel, nowMs: number) => Promise<boolean>) | undefined;
  /** Period of the retention job (default hourly). */
  retentionIntervalMs?: number | undefined;
  /** The operation log: an export is logged. */
  opLog?: OpLogWriter | undefined;
}

/** What the app and tests use. */
export interface EventsModule {
  /** Subscribes to the gateway's event frames. */
  attachGateway(gateway: Pick<DeviceGatewayPort, "on">): void;
  /** Runs the retention job once now (tests; the job itself runs on its own). */
  runRetention(now: Date): Promise<{ events: number; exports: number }>;
  /** Resolves once every received event is stored (tests). */
  idle(): Promise<void>;
  store: ObjectStore;
  /** Calls `listener` after each stored event (the alarm evaluator); answers an unsubscribe. */
  onStored(listener: (event: StoredEvent) => Promise<void>): () => void;
  /** A short-lived signed link to an event image (the links this module's /files route accepts). */
  imageUrl(key: string | null): string | null;
}

/** Events (spec §2 "Event search"): ingestion from the gateway, search, export, images, retention. */
export function registerEventsModule(ctx: ModuleContext, deps: EventsModuleDeps): EventsModule {
  const { app, db, handlers } = ctx;
  const store = deps.store ?? createFsObjectStore(path.join(ctx.config.dataDir, "objects"));
  const links = createSignedLinks({ now: ctx.now });
  const repo = createEventRepository(db);
  const ingest = createEventIngest({ repo, store, log: app.log, now: ctx.now, loggingActive: deps.eventLoggingActive });
  registerEventHandlers(handlers, createEventService({ repo, access: deps.sites.access, links, store, now: ctx.now, opLog: deps.opLog }));
  registerSignedObjectRoute(app, store, links);

  const retention = createRetentionJob({ repo, store, licenceStateFor: deps.licenceStateFor ?? everyChannelFree });
  const stopRetention = startPeriodicJob(retention, app.log, deps.retentionIntervalMs ?? 3_600_000);
  const pending = new Set<Promise<unknown>>();
  const listeners = new Set<(event: StoredEvent) => Promise<void>>();
  const stored = async (sn: string, frame: Parameters<typeof ingest>[1]) => {
    const event = await ingest(sn, frame);
    if (!event) return;
    for (const listener of listeners) await listener(event).catch((err: unknown) => app.log.warn({ err, sn }, "event listener failed"));
  };
  let off: (() => void) | null = null;
  app.addHook("preClose", async () => {
    off?.();
    stopRetention();
    await Promise.allSettled([...pending]);
  });

  return {
    attachGateway(gateway) {
      off = gateway.on("event", (sn, frame) => {
        // The gateway awaits its listeners per device: ingest in the background so a slow disk
        // never holds back the device's status frames.
        const work = stored(sn, frame).catch((err: unknown) => app.log.warn({ err, sn }, "event could not be stored"));
        pending.add(work);
        void work.finally(() => pending.delete(work));
      });
    },
    runRetention: (now) => retention.run(now),
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    store,
    onStored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    imageUrl: (key) => (key ? links.link(key, IMAGE_LINK_TTL_MS).url : null),
  };
}
