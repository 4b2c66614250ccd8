import path from "node:path";
import type { ModuleContext } from "../../module-context.js";
import { createFsObjectStore } from "../../lib/object-store/fs-object-store.js";
import type { ObjectStore } from "../../lib/object-store/object-store.js";
import { createSignedLinks, registerSignedObjectRoute } from "../../lib/object-store/signed-links.js";
import { startPeriodicJob } from "../../lib/periodic-job.js";
import type { DeviceGatewayPort } from "../devices/gateway-port.js";
import type { SitesModule } from "../sites/sites-module.js";
import { registerEventHandlers } from "./event-handlers.js";
import { createEventIngest } from "./event-ingest.js";
import { createEventRepository } from "./event-repository.js";
import { createRetentionJob, everyChannelFree, type LicenceStateFor } from "./event-retention.js";
import { createEventService } from "./event-service.js";

export interface EventsModuleDeps {
  sites: SitesModule;
  /** Where images and exports go; default files under `<VMS_DATA_DIR>/objects`. */
  store?: ObjectStore | undefined;
  /** The licence slice's answer per channel; until it exists every channel is free. */
  licenceStateFor?: LicenceStateFor | undefined;
  /** Period of the retention job (default hourly). */
  retentionIntervalMs?: number | undefined;
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
}

/** Events (spec §2 "Event search"): ingestion from the gateway, search, export, images, retention. */
export function registerEventsModule(ctx: ModuleContext, deps: EventsModuleDeps): EventsModule {
  const { app, db, handlers } = ctx;
  const store = deps.store ?? createFsObjectStore(path.join(ctx.config.dataDir, "objects"));
  const links = createSignedLinks({ now: ctx.now });
  const repo = createEventRepository(db);
  const ingest = createEventIngest({ repo, store, log: app.log, now: ctx.now });
  registerEventHandlers(handlers, createEventService({ repo, access: deps.sites.access, links, store, now: ctx.now }));
  registerSignedObjectRoute(app, store, links);

  const retention = createRetentionJob({ repo, store, licenceStateFor: deps.licenceStateFor ?? everyChannelFree });
  const stopRetention = startPeriodicJob(retention, app.log, deps.retentionIntervalMs ?? 3_600_000);
  const pending = new Set<Promise<unknown>>();
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
        const work = ingest(sn, frame).catch((err: unknown) => app.log.warn({ err, sn }, "event could not be stored"));
        pending.add(work);
        void work.finally(() => pending.delete(work));
      });
    },
    runRetention: (now) => retention.run(now),
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    store,
  };
}
