import { translate, type Locale } from "@vms/i18n";
import { Code, type ChannelPlan, type ParsedRequestOf } from "@vms/api-client";
import { cloudStatusAt, formatCents, remainingDays, CLOUD_STORAGE_STATUS } from "@vms/licence-pricing";
import { RES } from "@vms/permissions";
import { AppError } from "../../core/app-error.js";
import type { SitesModule } from "../sites/sites-module.js";
import type { CloudChannel, CloudStorageDirectory } from "../cloud-recording/cloud-recording-port.js";
import type { ChannelView, CommerceRepository, GoodsRow, PlanRow } from "./commerce-repository.js";
import { toOrderDto } from "./commerce-dto.js";
import { OT } from "./order-model.js";
import type { OrderService } from "./order-service.js";
import type { Caller } from "../../core/caller.js";

/** The cloud storage service terms, translated per request. */
export const CLOUD_SERVICE_TERM = /*i18n*/ { id: "commerce.cloudServiceTerm", message: "Cloud storage keeps the channel's recordings for the package's days of cyclic storage while the package is active. The free trial is once per device. Recording stops when the package ends." };
const TERM_TYPES = [{ termType: 1, months: 1 }, { termType: 2, months: 3 }, { termType: 3, months: 6 }, { termType: 4, months: 12 }];

/** Bytes a channel holds in the cloud (from the cloud recorder); 0 when it is not wired. */
export type UsedBytes = (orgId: string, sn: string, chlIndex: number) => Promise<number>;
/** Whether the cloud recorder records a channel now; false when it is not wired. */
export type IsRecording = (orgId: string, sn: string, chlIndex: number) => boolean;

/** Cloud storage packages and per-channel plans (spec §3/§4/§7), and the recorder's directory. */
export function createCloudService(deps: { repo: CommerceRepository; orders: OrderService; sites: SitesModule; now: () => number; usedBytes: UsedBytes; recording?: IsRecording | undefined }) {
  const { repo, orders, sites, now } = deps;
  const listeners = new Set<() => void>();
  const goodsDto = (g: GoodsRow) => ({ goodsId: g.id, name: g.name, storageDays: g.storageDays, termType: g.termType, termMonths: g.termMonths, currency: "USD" as const, price: formatCents(g.priceCents), priceCents: g.priceCents, autoRenew: false, trial: g.trial });

  async function planRow(orgId: string, c: ChannelView, plans: PlanRow[], goods: GoodsRow[], at: number): Promise<ChannelPlan> {
    const mine = plans.filter((p) => p.sn === c.sn && p.chlIndex === c.chlIndex);
    const status = cloudStatusAt(mine.map((p) => ({ startTime: p.startTime.getTime(), endTime: p.endTime.getTime(), revokedAt: p.revokedAt?.getTime() ?? null })), at);
    const latest = [...mine].sort((a, b) => b.endTime.getTime() - a.endTime.getTime())[0];
    const current = mine.find((p) => p.revokedAt === null && p.startTime.getTime() <= at && at < p.endTime.getTime()) ?? latest;
    const g = current ? goods.find((x) => x.id === current.goodsId) : undefined;
    return {
      sn: c.sn, chlIndex: c.chlIndex, chlName: c.chlName, devName: c.devName, siteName: c.siteName,
      goodsId: current?.goodsId ?? null, goodsName: g?.name ?? null, termType: g?.termType ?? null, storageDays: current?.storageDays ?? 0, status,
      startTime: current?.startTime.getTime() ?? null, endTime: latest?.endTime.getTime() ?? null,
      remainDays: latest && latest.revokedAt === null ? remainingDays(latest.endTime.getTime(), at) : 0,
      // Auto renew is the channel's: on when its paid plans in effect or to come renew (issue 28).
      autoRenew: mine.some((p) => !p.trial && p.revokedAt === null && p.endTime.getTime() > at && p.autoRenew), orderNo: null, trial: current?.trial ?? false,
      usedBytes: await deps.usedBytes(orgId, c.sn, c.chlIndex).catch(() => 0),
      recording: deps.recording?.(orgId, c.sn, c.chlIndex) ?? false,
    };
  }

  /** A channel the caller can see (33002 otherwise, also for another organization's). */
  async function visibleChannel(caller: Caller, sn: string, chlIndex: number): Promise<ChannelView> {
    const siteIds = await sites.access.visibleSiteIds(caller);
    const found = (await repo.channelsOf(caller.user.orgId, siteIds, sn)).find((c) => c.chlIndex === chlIndex);
    if (!found) throw new AppError(Code.NO_CHANNEL_PERMISSION);
    return found;
  }
  /** Spec §6: the storage section needs vms_cloudstorage_mgr in both the role and the dynamic list. */
  const requireStorageCode = (caller: Caller) => {
    if (!caller.roleCodes.includes(RES.CLOUDSTORAGE_MGR) || !caller.dynamicCodes.includes(RES.CLOUDSTORAGE_MGR)) throw new AppError(Code.NO_PERMISSION);
  };

  const directory: CloudStorageDirectory = {
    async activeChannels(nowMs) {
      const seen = new Map<string, CloudChannel>();
      for (const p of await repo.livePlans(new Date(nowMs))) {
        const key = `${p.orgId}/${p.sn}/${p.chlIndex}`;
        const prev = seen.get(key);
        if (!prev || p.storageDays > prev.storageDays) seen.set(key, { orgId: p.orgId, sn: p.sn, chlIndex: p.chlIndex, storageDays: p.storageDays });
      }
      return [...seen.values()];
    },
    async planFor(orgId, sn, chlIndex, nowMs) {
      return (await directory.activeChannels(nowMs)).find((c) => c.orgId === orgId && c.sn === sn && c.chlIndex === chlIndex) ?? null;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return {
    directory,
    changed: () => listeners.forEach((l) => { try { l(); } catch { /* a listener's failure is its own */ } }),
    async goods() {
      return { list: (await repo.goods()).map(goodsDto) };
    },
    terms: (locale: Locale) => ({ serviceTerm: translate(locale, CLOUD_SERVICE_TERM), termTypes: TERM_TYPES }),
    async page(caller: Caller, data: ParsedRequestOf<"/cloud-storage/chl/order/query">) {
      const at = now();
      const orgId = caller.user.orgId;
      const channels = await repo.channelsOf(orgId, await sites.access.visibleSiteIds(caller), data.sn);
      const [plans, goods] = [await repo.plansOf(orgId), await repo.goods()];
      let rows = await Promise.all(channels.map((c) => planRow(orgId, c, plans, goods, at)));
      if (data.status?.length) rows = rows.filter((r) => data.status!.includes(r.status));
      return { total: rows.length, list: rows.slice((data.pageNum - 1) * data.pageSize, data.pageNum * data.pageSize) };
    },
    async info(caller: Caller, data: ParsedRequestOf<"/cloud-storage/application/info">) {
      requireStorageCode(caller);
      const c = await visibleChannel(caller, data.sn, data.chlIndex);
      const plan = await planRow(caller.user.orgId, c, await repo.plansOf(caller.user.orgId, c.sn, c.chlIndex), await repo.goods(), now());
      return { plan, trialAvailable: !(await repo.trialUsed("cloud", c.sn)) };
    },
    /** Issue 28: the channel's paid plans renew by themselves or not; a refused call writes nothing. */
    async setAutoRenew(caller: Caller, data: ParsedRequestOf<"/cloud-storage/auto-renew/set">) {
      requireStorageCode(caller);
      const c = await visibleChannel(caller, data.sn, data.chlIndex);
      const orgId = caller.user.orgId;
      const at = now();
      if ((await repo.setAutoRenew(orgId, c.sn, c.chlIndex, data.autoRenew, new Date(at))) === 0) throw new AppError(Code.CLOUD_NOT_OPENED);
      // Off means "do not renew": the renewal order waiting for payment is cancelled, and the plan may
      // get a new one if auto renew comes back on (decision 0035).
      const pending = data.autoRenew ? null : await repo.orders.unpaid(orgId, OT.CLOUD, c.sn, c.chlIndex);
      if (pending?.renewal) {
        await orders.cancelOrder(caller, pending.orderNo).catch(() => null);
        await repo.releaseRenewal(pending.id);
      }
      return planRow(orgId, c, await repo.plansOf(orgId, c.sn, c.chlIndex), await repo.goods(), at);
    },
    /** True when the device `sn` is on a site the caller sees (/buy/check answers nothing about others). */
    async seesDevice(caller: Caller, sn: string): Promise<boolean> {
      return (await repo.channelsOf(caller.user.orgId, await sites.access.visibleSiteIds(caller), sn)).length > 0;
    },
    async check(caller: Caller, data: ParsedRequestOf<"/vas-inst/check">) {
      const c = await visibleChannel(caller, data.sn, data.chlIndex);
      const status = cloudStatusAt((await repo.plansOf(caller.user.orgId, c.sn, c.chlIndex)).map((p) => ({ startTime: p.startTime.getTime(), endTime: p.endTime.getTime(), revokedAt: p.revokedAt?.getTime() ?? null })), now());
      return { trialAvailable: !(await repo.trialUsed("cloud", c.sn)), active: status === CLOUD_STORAGE_STATUS.USING || status === CLOUD_STORAGE_STATUS.EXPIRING, status };
    },
    async purchase(caller: Caller, data: ParsedRequestOf<"/cloud-storage/purchase">) {
      requireStorageCode(caller);
      const refs = [{ sn: data.sn, chlIndex: data.chlIndex }, ...(data.moreChannels ?? [])];
      // The same channel twice would buy it twice in one payment (issue 28): refused before anything is read.
      if (new Set(refs.map((r) => `${r.sn}\u0000${r.chlIndex}`)).size !== refs.length) throw new AppError(Code.INVALID_DATA);
      const chosen: ChannelView[] = [];
      for (const r of refs) chosen.push(await visibleChannel(caller, r.sn, r.chlIndex));
      const goods = (await repo.goods()).find((g) => g.id === data.goodsId);
      if (!goods) throw new AppError(Code.GOODS_MISSING);
      if (goods.trial && chosen.length > 1) throw new AppError(Code.INVALID_DATA);
      const orgId = caller.user.orgId;
      for (const c of chosen) if (await repo.orders.unpaid(orgId, OT.CLOUD, c.sn, c.chlIndex)) throw new AppError(Code.UNPAID_ORDER_EXISTS);
      const [c] = chosen as [ChannelView, ...ChannelView[]];
      if (goods.trial) {
        const live = (await repo.plansOf(orgId, c.sn, c.chlIndex)).some((p) => p.revokedAt === null && p.endTime.getTime() > now());
        if (live) throw new AppError(Code.CLOUD_PLAN_ACTIVE);
      }
      const names = chosen.map((x) => `${x.devName || x.sn} / ${x.chlName || `CH${x.chlIndex}`}`).join(", ");
      const order = await orders.create({
        orgId, userId: caller.user.userId, orderType: OT.CLOUD, spec: `${goods.name} · ${names}`.slice(0, 2000),
        // The amount is decided here: the package's price for each channel.
        chlNum: chosen.length, term: goods.termType, priceCents: goods.trial ? 0 : goods.priceCents * chosen.length, sn: c.sn, chlIndex: c.chlIndex, goodsId: goods.id, autoRenew: data.autoRenew,
        channels: chosen.length > 1 ? chosen.map((x) => ({ sn: x.sn, chlIndex: x.chlIndex })) : null,
      }, goods.trial ? { kind: "cloud", subject: c.sn } : null);
      return toOrderDto(order);
    },
  };
}

export type CloudService = ReturnType<typeof createCloudService>;
