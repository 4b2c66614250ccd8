/** What an ONVIF notification means to the bridge: a motion or tampering alarm turning on or off. */
export interface Alarm {
  kind: "motion" | "tamper";
  active: boolean;
  /** The camera's initial state at subscription time (PropertyOperation "Initialized"), not a change. */
  initial: boolean;
  /** The VideoSource(Configuration) token the camera names, when it does. */
  source: string | null;
}

type Raw = Record<string, unknown>;

// Topics of ONVIF Core/Analytics (Profile S/T) and what cameras send: Hikvision and Dahua the
// RuleEngine detectors with IsMotion/IsTamper, Axis and others the VideoSource alarms with State.
const TOPICS: readonly { pattern: RegExp; kind: Alarm["kind"]; items: readonly string[] }[] = [
  { pattern: /^VideoSource\/MotionAlarm$/, kind: "motion", items: ["State"] },
  { pattern: /^RuleEngine\/CellMotionDetector\/Motion$/, kind: "motion", items: ["IsMotion"] },
  { pattern: /^RuleEngine\/MotionRegionDetector\/Motion$/, kind: "motion", items: ["State", "IsMotion"] },
  { pattern: /^VideoSource\/GlobalSceneChange\//, kind: "tamper", items: ["State"] },
  { pattern: /^RuleEngine\/TamperDetector\/Tamper$/, kind: "tamper", items: ["IsTamper", "State"] },
];

const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** `tns1:RuleEngine/CellMotionDetector/Motion` → `RuleEngine/CellMotionDetector/Motion` (prefixes per segment). */
function topicPath(raw: unknown): string {
  const value = typeof raw === "object" && raw !== null ? (raw as Raw)["_"] : raw;
  return String(value ?? "")
    .trim()
    .split("/")
    .map((segment) => segment.replace(/^[\w-]+:/, ""))
    .join("/");
}

/** SimpleItems as name → value (`onvif` has already turned "true" into true). */
function simpleItems(holder: unknown): Map<string, unknown> {
  const items = new Map<string, unknown>();
  for (const item of list((holder as Raw | undefined)?.["simpleItem"])) {
    const attrs = (item as Raw | undefined)?.["$"] as Raw | undefined;
    if (attrs?.["Name"] !== undefined) items.set(String(attrs["Name"]), attrs["Value"]);
  }
  return items;
}

const truthy = (value: unknown) => value === true || (typeof value === "string" && value.toLowerCase() === "true") || value === 1;

/**
 * The alarm a PullMessages NotificationMessage (as `onvif` parses it) carries, or null for a topic
 * the bridge does not turn into events.
 */
export function parseNotification(message: unknown): Alarm | null {
  const m = message as Raw | undefined;
  const path = topicPath(m?.["topic"]);
  const topic = TOPICS.find((t) => t.pattern.test(path));
  if (!topic) return null;
  const inner = ((m?.["message"] as Raw | undefined)?.["message"] ?? {}) as Raw;
  const data = simpleItems(inner["data"]);
  const item = topic.items.find((name) => data.has(name));
  if (item === undefined) return null;
  const attrs = (inner["$"] ?? {}) as Raw;
  const source = simpleItems(inner["source"]);
  const sourceToken = source.get("VideoSourceConfigurationToken") ?? source.get("VideoSourceToken") ?? source.get("Source");
  return {
    kind: topic.kind,
    active: truthy(data.get(item)),
    initial: attrs["PropertyOperation"] === "Initialized",
    source: sourceToken === undefined ? null : String(sourceToken),
  };
}

/** The NotificationMessages of a PullMessages answer, one or many. */
export const notificationsOf = (answer: unknown): unknown[] => list((answer as Raw | undefined)?.["notificationMessage"]);
