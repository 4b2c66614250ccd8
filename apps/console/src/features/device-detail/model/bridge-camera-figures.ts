// The figures of a bridged camera's last session (issue 30 device detail, docs/device-protocol.md
// "Site bridge") as people read them. Codec names follow the H.264/H.265 profile names ffprobe prints.

const AVC_PROFILES: Readonly<Record<number, string>> = {
  66: "Baseline",
  77: "Main",
  88: "Extended",
  100: "High",
  110: "High 10",
  122: "High 4:2:2",
  244: "High 4:4:4 Predictive",
};
const HEVC_PROFILES: Readonly<Record<number, string>> = { 1: "Main", 2: "Main 10", 3: "Main Still Picture", 4: "Range Extensions" };
/** constraint_set1_flag on Baseline: Constrained Baseline (what most cameras send as "Baseline"). */
const AVC_CONSTRAINED = 0x40;

const level = (value: number) => (value / 10).toFixed(1);

/** "avc1.640028" → "H.264 High 4.0" (RFC 6381: profile_idc, constraint flags, level_idc in hex). */
function avcName(detail: string | undefined): string {
  const m = /^([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(detail ?? "");
  if (!m) return "H.264";
  const [profileIdc, constraints, levelIdc] = [m[1], m[2], m[3]].map((hex) => Number.parseInt(hex!, 16)) as [number, number, number];
  const base = AVC_PROFILES[profileIdc];
  const profile = profileIdc === 66 && constraints & AVC_CONSTRAINED ? "Constrained Baseline" : base;
  return [`H.264`, profile, levelIdc > 0 ? level(levelIdc) : undefined].filter(Boolean).join(" ");
}

/** "hvc1.1.6.L120.90" → "H.265 Main 4.0" (ISO/IEC 14496-15: profile, compatibility, tier and level × 30). */
function hevcName(parts: readonly string[]): string {
  const profile = HEVC_PROFILES[Number(/^[A-C]?(\d+)$/.exec(parts[0] ?? "")?.[1])];
  const tierLevel = /^([LH])(\d+)$/.exec(parts[2] ?? "");
  const levelText = tierLevel ? level(Number(tierLevel[2]) / 3) : undefined;
  return ["H.265", profile, levelText, tierLevel?.[1] === "H" ? "High tier" : undefined].filter(Boolean).join(" ");
}

/** A readable name of an RFC 6381 codec string; null stays null (no session yet), an unknown codec shows as sent. */
export function codecName(codec: string | null): string | null {
  if (codec === null || codec.trim() === "") return null;
  const [entry = "", ...rest] = codec.trim().split(".");
  switch (entry.toLowerCase()) {
    case "avc1":
    case "avc3":
      return avcName(rest[0]);
    case "hvc1":
    case "hev1":
      return hevcName(rest);
    case "av01":
      return "AV1";
    case "mjpg":
    case "mjpeg":
    case "jpeg":
      return "MJPEG";
    default:
      return codec;
  }
}

/** "1920×1080"; null when the camera has not said. */
export function formatResolution(width: number | null, height: number | null): string | null {
  return width === null || height === null ? null : `${width}×${height}`;
}

/** 4000 → "4.0 Mbit/s", 512 → "512 kbit/s" (decimal steps, as bitrates are counted). */
export function formatBitrate(kbps: number | null, locale = "en-US"): string | null {
  if (kbps === null || !Number.isFinite(kbps) || kbps < 0) return null;
  if (kbps < 1000) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(kbps)} kbit/s`;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(kbps / 1000)} Mbit/s`;
}

/** 25 → "25", 29.97 → "29.97"; null when unknown. */
export function formatFps(fps: number | null, locale = "en-US"): string | null {
  return fps === null || !Number.isFinite(fps) ? null : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(fps);
}
