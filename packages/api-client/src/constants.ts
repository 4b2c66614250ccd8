/** Wire version of the /vms API (spec §3, envelope `basic.ver`). */
export const API_VERSION = "1.0";
/** Every API path lives under this prefix (spec §7). */
export const API_PREFIX = "/vms";
/** Per-call HTTP timeout in ms (spec §9). */
export const HTTP_TIMEOUT_MS = 60_000;
/** Upload HTTP timeout in ms (spec §9). */
export const UPLOAD_TIMEOUT_MS = 180_000;
/** A request whose `time` is further than this from the server clock is refused (ms). */
export const FRESHNESS_WINDOW_MS = 300_000;
/** Envelope code meaning success. */
export const SUCCESS_CODE = 200;
/** Table page sizes offered everywhere (spec §9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** One of the table page sizes (spec §9). */
export type PageSize = (typeof PAGE_SIZES)[number];
/** HTTP status of a body over the size limit: the one HTTP status an API call answers besides 200 (spec §7 uploads). */
export const HTTP_PAYLOAD_TOO_LARGE = 413;
