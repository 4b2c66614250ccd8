import { Code } from "@vms/api-client";
import { describe, expect, it } from "vitest";
import { createSignedLinks } from "../../lib/object-store/signed-links.js";
import { AppError } from "../../core/app-error.js";
import type { OpLogEntry } from "../op-logs/op-log-port.js";
import type { ArchiveRepository, ArchiveRow, ShareRow } from "./archive-repository.js";
import type { ArchiveRights } from "./archive-rights.js";
import type { ArchiveService } from "./archive-service.js";
import { createArchiveShareService, hashShareToken } from "./archive-share-service.js";

const ORG = "00000000-0000-4000-8000-0000000000aa";
const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);

const archive = (id: string, title: string) => ({ id, orgId: ORG, title, status: "done", createdAt: new Date(T0), manifest: null, signature: null, keyId: null }) as unknown as ArchiveRow;
const share = (id: string, archiveId: string, token: string, expiresAt: number): ShareRow =>
  ({ id, archiveId, orgId: ORG, tokenHash: hashShareToken(token), accessCodeHash: null, allowDownload: true, expiresAt: new Date(expiresAt), revokedAt: null, createdAt: new Date(T0), createdBy: "Ann", views: 0, downloads: 0 }) as ShareRow;

/** The share service over an in-memory repository and a clock the test sets to the millisecond. */
function setup() {
  let now = T0;
  const archives = new Map([[A, archive(A, "Door A")], [B, archive(B, "Door B")]]);
  const shares = [share("00000000-0000-4000-8000-000000000001", A, "token-a", T0 + 3_600_000), share("00000000-0000-4000-8000-000000000002", B, "token-b", T0 + 86_400_000)];
  const repo = {
    find: async (id: string) => archives.get(id) ?? null,
    shareByTokenHash: async (hash: string) => shares.find((s) => s.tokenHash === hash) ?? null,
    sharesById: async (id: string) => shares.filter((s) => s.id === id),
    countShareUse: async () => undefined,
    customerIdOf: async (orgId: string) => `co-${orgId}`,
  } as unknown as ArchiveRepository;
  const opLogs: OpLogEntry[] = [];
  const links = createSignedLinks({ now: () => now });
  const service = createArchiveShareService({
    repo,
    rights: {} as ArchiveRights,
    archives: {} as ArchiveService,
    links,
    counters: { allow: async () => true },
    opLog: (e) => opLogs.push(e),
    now: () => now,
    limits: { perIpPerMinute: 1000, codeMaxFails: 5, codeLockMs: 600_000 },
  });
  return { service, shares, opLogs, setNow: (ms: number) => (now = ms) };
}

const codeOf = async (work: Promise<unknown>) => work.then(() => 200, (err: unknown) => (err instanceof AppError ? err.code : 500));

describe("share links (spec §1, §8 31102/31104; issue 16 integration list)", () => {
  it("an expired link is refused at the exact millisecond it expires, its file links too", async () => {
    const { service, shares, setNow } = setup();
    const expiresAt = shares[0]!.expiresAt.getTime();
    setNow(expiresAt - 1);
    expect(await codeOf(service.view({ token: "token-a" }, "1.2.3.4"))).toBe(200);
    expect(await codeOf(service.download({ token: "token-a" }, "1.2.3.4"))).toBe(200);
    expect(await service.fileAllowed(shares[0]!.id, A, "avi", "1.2.3.4")).toBe(true);
    setNow(expiresAt);
    expect(await codeOf(service.view({ token: "token-a" }, "1.2.3.4"))).toBe(Code.SHARE_EXPIRED);
    expect(await codeOf(service.download({ token: "token-a" }, "1.2.3.4"))).toBe(Code.SHARE_EXPIRED);
    expect(await service.fileAllowed(shares[0]!.id, A, "mp4", "1.2.3.4")).toBe(false);
  });

  it("a share token never opens another archive: each token plays only its own, and a share's id never serves another archive's files", async () => {
    const { service, shares, opLogs } = setup();
    const a = (await service.view({ token: "token-a" }, "1.2.3.4")) as { archive: { archiveId: string }; videoUrl: string };
    const b = (await service.view({ token: "token-b" }, "1.2.3.4")) as { archive: { archiveId: string }; videoUrl: string };
    expect([a.archive.archiveId, b.archive.archiveId]).toEqual([A, B]);
    expect(a.videoUrl).toContain(`/${A}/mp4/${shares[0]!.id}?`);
    expect(await service.fileAllowed(shares[0]!.id, B, "mp4", "1.2.3.4")).toBe(false);
    expect(await service.fileAllowed(shares[1]!.id, A, "avi", "1.2.3.4")).toBe(false);
    expect(await service.fileAllowed(shares[0]!.id, A, "mp4", "1.2.3.4")).toBe(true);
    expect(await codeOf(service.view({ token: "token-c" }, "1.2.3.4"))).toBe(Code.SHARE_INVALID);
    // Each view is an operation-log line of the archive's organization, by the share link (issue 27), without a user.
    expect(opLogs.map((e) => [e.action, e.detail, e.userId, e.actor, e.actor === "shareLink" ? e.actorName : "", e.ip])).toEqual([
      ["archive.share.view", "Door A", null, "shareLink", "Door A", "1.2.3.4"],
      ["archive.share.view", "Door B", null, "shareLink", "Door B", "1.2.3.4"],
    ]);
  });
});
