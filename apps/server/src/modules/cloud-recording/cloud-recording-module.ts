import path from "node:path";
import type { DeviceGateway } from "../../gateway/device-gateway.js";
import type { JobQueue } from "../../lib/jobs/index.js";
import { createFsObjectStore } from "../../lib/object-store/fs-object-store.js";
import type { ObjectStore } from "../../lib/object-store/object-store.js";
import { createS3ObjectStore } from "../../lib/object-store/s3-object-store.js";
import type { ModuleContext } from "../../core/module-context.js";
import type { DevicesModule } from "../devices/devices-module.js";
import type { RelayHub } from "../live/relay-hub.js";
import { createCloudReader } from "./cloud-reader.js";
import { createCloudRecorder, type CloudRecorder } from "./cloud-recorder.js";
import { cloudRecordingConfig, type CloudRecordingConfig } from "./cloud-recording-config.js";
import type { CloudRecordingReader, CloudStorageDirectory } from "./cloud-recording-port.js";
import { createCloudRepository } from "./cloud-repository.js";
import { createRetention, scheduleRetention } from "./cloud-retention.js";
import { registerCloudObjectsRoute } from "./cloud-objects-route.js";
import { registerCloudStorageHandlers } from "./cloud-storage-handlers.js";
import { createCloudStorageService } from "./cloud-storage-service.js";
import { createDemoCloudDirectory } from "./demo-cloud-directory.js";

export interface CloudRecordingModuleDeps {
  hub: RelayHub;
  gateway: Pick<DeviceGateway, "isOnline" | "on">;
  queue: JobQueue;
  devices: DevicesModule;
  /** Which channels have plans; default: the demo's seeded package (modules/commerce replaces it). */
  directory?: CloudStorageDirectory | undefined;
  /** Overrides of the environment's settings (tests). */
  settings?: Partial<CloudRecordingConfig> | undefined;
  /** Default: S3 when VMS_S3_BUCKET is set, else `<VMS_DATA_DIR>/objects`. */
  store?: ObjectStore | undefined;
}

/** What other modules (playback, archives, storage management) and tests use. */
export interface CloudRecordingModule {
  reader: CloudRecordingReader;
  /** Bytes stored for a channel (the storage-management page). */
  usedBytes(orgId: string, sn: string, chlIndex: number): Promise<number>;
  /** Whether this instance records the channel now (frames arriving). */
  isRecording(orgId: string, sn: string, chlIndex: number): boolean;
  recorder: CloudRecorder;
  directory: CloudStorageDirectory;
  /** One retention pass now, with the module's clock (tests move it). */
  runRetention(): Promise<{ segments: number; tokens: number }>;
  /** Puts a retention run on the job queue. */
  enqueueRetention(): Promise<string | null>;
}

declare module "fastify" {
  interface FastifyInstance {
    cloudRecording: CloudRecordingModule;
  }
}

/** Cloud recording (issue 12, docs/cloud-recording.md): recorder, reader, retention, cloud-storage calls. */
export function registerCloudRecordingModule(ctx: ModuleContext, deps: CloudRecordingModuleDeps): CloudRecordingModule {
  const { app, config, db } = ctx;
  const settings = { ...cloudRecordingConfig(ctx.config.env), ...deps.settings };
  const repo = createCloudRepository(db);
  const store = deps.store ?? (settings.s3 ? createS3ObjectStore(settings.s3) : createFsObjectStore(path.join(config.dataDir, "objects")));
  app.log.info({ store: settings.s3 ? `s3://${settings.s3.bucket}/${settings.s3.prefix}` : "filesystem" }, "cloud recording store");
  const directory = deps.directory ?? createDemoCloudDirectory({ demo: config.demo, demoDevices: config.demoDevices, orgOf: (sn) => repo.deviceOrg(sn) });
  const reader = createCloudReader({ repo, store });
  const recorder = createCloudRecorder({ directory, hub: deps.hub, gateway: deps.gateway, store, repo, log: app.log, now: ctx.now, tuning: settings.recorder });
  const service = createCloudStorageService({ repo, reader, directory, deviceFor: deps.devices.deviceFor, now: ctx.now, tokenTtlS: settings.tokenTtlS, bucketName: settings.s3?.bucket ?? "local" });
  registerCloudStorageHandlers(ctx.handlers, service);
  registerCloudObjectsRoute(app, { service, repo, store, now: ctx.now });
  const runRetention = createRetention({ repo, store, directory, now: ctx.now, log: app.log });
  const retention = scheduleRetention(deps.queue, runRetention, settings.retentionIntervalMs);
  if (settings.enabled) {
    app.addHook("onReady", async () => recorder.start());
    // Before the job queue and the gateway stop: the last segments are written.
    app.addHook("preClose", () => recorder.stop());
  }
  const module: CloudRecordingModule = {
    reader,
    usedBytes: (orgId, sn, chlIndex) => repo.usedBytes(orgId, sn, chlIndex),
    isRecording: (orgId, sn, chlIndex) => recorder.isRecording(orgId, sn, chlIndex),
    recorder,
    directory,
    runRetention,
    enqueueRetention: () => retention.enqueueNow(),
  };
  app.decorate("cloudRecording", module);
  return module;
}
