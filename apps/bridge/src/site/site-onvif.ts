import type { EventType } from "@vms/api-client";
import type { OnvifFactory } from "../cli/bridge-parts.js";
import type { BridgeCamera } from "../config/bridge-cameras.js";
import { Backoff } from "../device/backoff.js";
import { OnvifCamera } from "../onvif/onvif-camera.js";
import { OnvifEvents } from "../onvif/onvif-events.js";
import { OnvifPtz } from "../onvif/onvif-ptz.js";

const log = (line: string) => process.stdout.write(`${line}\n`);

/** One camera's ONVIF service: connected in the background, again with back-off after a failure. */
class OnvifLink {
  camera: OnvifCamera | null = null;
  private connecting: Promise<OnvifCamera> | null = null;
  private readonly backoff = new Backoff();
  private closed = false;

  constructor(
    readonly address: string,
    readonly credentials: BridgeCamera["main"]["credentials"],
    private readonly connected: () => void,
  ) {}

  /** The connected camera, connecting (and retrying) until it answers or the link closes. */
  get(): Promise<OnvifCamera> {
    if (this.camera) return Promise.resolve(this.camera);
    this.connecting ??= this.connectLoop().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connectLoop(): Promise<OnvifCamera> {
    for (;;) {
      if (this.closed) throw new Error(`ONVIF ${this.address}: closed`);
      try {
        this.camera = await OnvifCamera.connect({ address: this.address, username: this.credentials.username, password: this.credentials.password });
        this.backoff.reset();
        log(`ONVIF ${this.address}: ${this.camera.info.maker} ${this.camera.info.model}${this.camera.info.hasPtz ? ", PTZ" : ""}`);
        this.connected();
        return this.camera;
      } catch (error) {
        const wait = this.backoff.next();
        log(`ONVIF ${this.address}: ${(error as Error).message}; trying again in ${Math.round(wait / 1000)} s`);
        await new Promise((resolve) => setTimeout(resolve, wait).unref());
      }
    }
  }

  close(): void {
    this.closed = true;
  }
}

/**
 * The ONVIF side of the bridge's cameras (issue 30 "PTZ", "Events"): PTZ through the camera's PTZ
 * service (cruises and tracks run by the bridge), motion and tampering from a PullPoint subscription
 * into motion events, and the cameras' capabilities for the hello once their service answered.
 */
export const siteOnvif: OnvifFactory = ({ cameras, emit, dataDir, markEvent, capabilitiesChanged }) => {
  const links = new Map<number, OnvifLink>();
  const events = new Map<number, OnvifEvents>();
  const ptz = new OnvifPtz({
    dataDir,
    log,
    channel: (chlIndex) => {
      const link = links.get(chlIndex);
      return link ? { key: link.address, ptz: link.camera?.info.hasPtz ?? false, camera: link.camera } : undefined;
    },
  });
  const follow = (next: readonly BridgeCamera[]) => {
    const wanted = new Map(next.filter((c) => c.onvif).map((c) => [c.chlIndex, c]));
    for (const [chlIndex, link] of links) {
      const camera = wanted.get(chlIndex);
      if (camera && camera.onvif === link.address && JSON.stringify(camera.main.credentials) === JSON.stringify(link.credentials)) continue;
      link.close();
      links.delete(chlIndex);
      void events.get(chlIndex)?.stop();
      events.delete(chlIndex);
    }
    for (const [chlIndex, camera] of wanted) {
      if (links.has(chlIndex)) continue;
      const link = new OnvifLink(camera.onvif!, camera.main.credentials, capabilitiesChanged);
      links.set(chlIndex, link);
      void link.get().catch(() => undefined);
      const loop = new OnvifEvents({
        chlIndex,
        camera: () => link.get(),
        emit: (event) => emit({ chlIndex: event.chlIndex, eventType: event.eventType, occurredAt: event.occurredAt, snapshot: event.snapshot }),
        markEvent: (chl, wallMs, type: EventType) => markEvent(chl, wallMs, type),
        log,
      });
      events.set(chlIndex, loop);
      loop.start();
    }
  };
  follow(cameras);
  return {
    ptz,
    capabilities: (chlIndex) => ptz.capabilities(chlIndex).supportFun,
    setCameras: follow,
    async close() {
      ptz.close();
      for (const link of links.values()) link.close();
      await Promise.all([...events.values()].map((loop) => loop.stop()));
    },
  };
};
