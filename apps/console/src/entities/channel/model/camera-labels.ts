/** What a picker knows of a camera: its name, where it is, and its device. */
export interface CameraNaming {
  key: string;
  name: string;
  siteName: string;
  deviceName?: string | undefined;
  sn: string;
  chlIndex: number;
}

/**
 * Labels that tell cameras apart (issue 28: two "Parking 1" could not be told apart): the name with
 * its site; when two cameras of one site share a name, their device too; when that is the same as
 * well, the device SN and channel number.
 */
export function cameraLabels(cameras: readonly CameraNaming[]): Map<string, string> {
  const count = (f: (c: CameraNaming) => string) => {
    const n = new Map<string, number>();
    for (const c of cameras) n.set(f(c), (n.get(f(c)) ?? 0) + 1);
    return n;
  };
  const bySite = (c: CameraNaming) => `${c.name}\u0000${c.siteName}`;
  const withDevice = (c: CameraNaming) => `${bySite(c)}\u0000${c.deviceName ?? ""}`;
  const siteCounts = count(bySite);
  const deviceCounts = count(withDevice);
  return new Map(
    cameras.map((c) => {
      const site = `${c.name} (${c.siteName})`;
      if ((siteCounts.get(bySite(c)) ?? 0) < 2) return [c.key, site];
      if (c.deviceName && (deviceCounts.get(withDevice(c)) ?? 0) < 2) return [c.key, `${c.name} (${c.siteName} · ${c.deviceName})`];
      return [c.key, `${c.name} (${c.siteName} · ${c.sn} CH${c.chlIndex})`];
    }),
  );
}
