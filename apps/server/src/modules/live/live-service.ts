import { Code, LIVE_SOCKET_PATH, SUCCESS_CODE, type ParsedRequestOf } from "@vms/api-client";
import { SITE_ROLE } from "@vms/permissions";
import type { DeviceGateway } from "../../gateway/device-gateway.js";
import { AppError } from "../../core/app-error.js";
import type { LicenceCheck, LicensedChannels } from "../../core/licence-port.js";
import type { DeviceFor } from "../devices/device-access.js";
import type { RelayHub } from "./relay-hub.js";
import type { IssuedTicket, TicketBinding, TicketStore } from "./stream-tickets.js";
import type { Caller } from "../../core/caller.js";

export interface LiveServiceDeps {
  deviceFor: DeviceFor;
  gateway: Pick<DeviceGateway, "isOnline" | "holder" | "lastReport">;
  hub: Pick<RelayHub, "canOpen">;
  tickets: TicketStore;
  /** WebSocket bases of the instances (VMS_LIVE_WS_BASES); a holder without one is reached on this origin. */
  wsBases: Readonly<Record<string, string>>;
  /** Spec §4 licence directive per channel (issue 27): an unlicensed channel gets no ticket. */
  licence: Pick<LicenceCheck, "channels">;
  now: () => number;
}

/**
 * `/device/redirect/get` and `/device/access-token/get` (spec §7): both need the caller's site grant
 * for the device's site (live-only viewers included); another organization's device or an ungranted
 * site answers 33001, exactly like a device that does not exist. A channel no licence covers answers
 * its licence code (33014; 33105 or 33106 with no free channels), issue 27.
 */
const ticketAnswer = ({ ticket, expiresAt }: IssuedTicket) => ({ ticket, expiresAt, path: `${LIVE_SOCKET_PATH}?ticket=${ticket}` });

export function createLiveService(deps: LiveServiceDeps) {
  const { deviceFor, gateway, hub, tickets, wsBases, licence, now } = deps;

  async function holderOf(sn: string): Promise<string> {
    const holder = await gateway.holder(sn);
    if (!holder) throw new AppError(Code.DEVICE_OFFLINE);
    return holder;
  }
  // Behind a proxy without stickiness even this instance is named by its base (VMS_LIVE_WS_BASES
  // lists it): the socket may otherwise land on another instance. Without one, empty means here.
  const wsBaseOfHolder = (holder: string) => wsBases[holder] ?? "";
  const wsBase = async (sn: string) => wsBaseOfHolder(await holderOf(sn));

  /** What the ticket of a stream whose device the caller may watch (deviceFor passed) will authorize. */
  async function bindingFor(caller: Caller, data: ParsedRequestOf<"/device/access-token/get">, licensed: LicensedChannels): Promise<TicketBinding> {
    const { sn, chlIndex, stream } = data;
    // The licence first: an unlicensed channel shows the licence warning whatever its state.
    const refused = licensed.refusal(sn, chlIndex);
    if (refused !== null) throw new AppError(refused);
    // Any instance issues the ticket (tickets are in PostgreSQL); the holder serves the socket that
    // wsBase points at (docs/architecture.md "Several instances").
    if (!gateway.isOnline(sn)) await holderOf(sn);
    // The device's own report is the truth about its channels (the stored rows follow it).
    const channel = (await gateway.lastReport(sn))?.channels.find((c) => c.chlIndex === chlIndex);
    if (!channel) throw new AppError(Code.NO_CHANNEL_PERMISSION);
    if (!channel.enabled || !channel.online) throw new AppError(Code.CHANNEL_UNAVAILABLE);
    const orgId = caller.user.orgId;
    if (!(await hub.canOpen(orgId, { sn, chlIndex, stream }))) throw new AppError(Code.LIVE_STREAM_LIMIT);
    return { orgId, userId: caller.user.userId, sn, chlIndex, stream };
  }

  return {
    /** The instance holding the device's connection serves its streams; `wsBase` empty: this one. */
    async redirect(caller: Caller, sn: string) {
      await deviceFor(caller, sn, SITE_ROLE.LIVE_ONLY_VIEWER);
      const holder = await holderOf(sn);
      return { sn, instanceId: holder, wsBase: wsBaseOfHolder(holder) };
    },

    /** A single-use 30 s ticket for one `/ws-live` socket of the channel stream. */
    async ticket(caller: Caller, data: ParsedRequestOf<"/device/access-token/get">) {
      await deviceFor(caller, data.sn, SITE_ROLE.LIVE_ONLY_VIEWER);
      return ticketAnswer(await tickets.issue(await bindingFor(caller, data, await licence.channels(caller.user.orgId, now()))));
    },

    /**
     * `/device/access-token/batch`: a ticket and the serving instance per stream, each checked as
     * the two single calls check it (one refused stream does not refuse the others). One request
     * means one session check, one site scope and one device lookup per device for a whole layout.
     */
    async tickets(caller: Caller, list: ParsedRequestOf<"/device/access-token/batch">["list"]) {
      const checked = new Map<string, Promise<string>>();
      const wsBaseOf = (sn: string) => {
        let found = checked.get(sn);
        if (!found) {
          found = deviceFor(caller, sn, SITE_ROLE.LIVE_ONLY_VIEWER).then(() => wsBase(sn));
          checked.set(sn, found);
        }
        return found;
      };
      // One licence read for the whole layout.
      const licensed = await licence.channels(caller.user.orgId, now());
      const outcomes: Array<{ wsBase: string; binding: TicketBinding } | { code: number }> = [];
      for (const item of list) {
        try {
          outcomes.push({ wsBase: await wsBaseOf(item.sn), binding: await bindingFor(caller, item, licensed) });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          outcomes.push({ code: err.code });
        }
      }
      // Every granted stream's ticket in one write.
      const issued = await tickets.issueMany(outcomes.flatMap((c) => ("binding" in c ? [c.binding] : [])));
      let next = 0;
      const answers = list.map((item, i) => {
        const base = { sn: item.sn, chlIndex: item.chlIndex, stream: item.stream };
        const c = outcomes[i]!;
        return "binding" in c ? { ...base, code: SUCCESS_CODE, wsBase: c.wsBase, ...ticketAnswer(issued[next++]!) } : { ...base, code: c.code };
      });
      return { list: answers };
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
