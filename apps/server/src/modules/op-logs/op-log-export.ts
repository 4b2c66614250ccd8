import { utils, write } from "@e965/xlsx";
import { translate, type Locale } from "@vms/i18n";
import type { OpLogRow } from "./op-log-repository.js";
import { formatSpecTime } from "@vms/api-client";

// Plain descriptors (like the mails): `lingui extract` finds `/*i18n*/` objects here.
const headers = [
  /*i18n*/ { id: "opLogs.export.time", message: "Time" },
  /*i18n*/ { id: "opLogs.export.operator", message: "Operator" },
  /*i18n*/ { id: "opLogs.export.loginName", message: "Login name" },
  /*i18n*/ { id: "opLogs.export.module", message: "Module" },
  /*i18n*/ { id: "opLogs.export.action", message: "Operation" },
  /*i18n*/ { id: "opLogs.export.detail", message: "Detail" },
  /*i18n*/ { id: "opLogs.export.ip", message: "IP address" },
];

const actors = {
  system: /*i18n*/ { id: "opLogs.actor.system", message: "System" },
  shareLink: /*i18n*/ { id: "opLogs.actor.shareLink", message: "Share link {name}" },
  deletedUser: /*i18n*/ { id: "opLogs.actor.deletedUser", message: "Deleted user" },
};

/** The operator column: the user's name, or the system, a share link, or a deleted account (op-log-port.ts OpLogActor). */
export function operatorOf(row: Pick<OpLogRow, "actorKind" | "actorName" | "userName" | "loginName">, locale: Locale): string {
  if (row.actorKind === "system") return translate(locale, actors.system);
  if (row.actorKind === "shareLink") return translate(locale, { ...actors.shareLink, values: { name: row.actorName } });
  return row.userName || row.loginName || translate(locale, actors.deletedUser);
}

/** "YYYY-MM-DD HH:mm:ss" (spec §9) at the caller's UTC offset. */
export function formatOpLogTime(at: Date, utcOffsetMinutes: number): string {
  return formatSpecTime(at, "dateTime", { utcOffsetMinutes });
}

/** The lines as one xlsx sheet (SheetJS CE; LibreOffice and Excel read it), headers in the caller's language. */
export function opLogsWorkbook(rows: readonly OpLogRow[], locale: Locale, utcOffsetMinutes: number): Buffer {
  const table = [
    headers.map((h) => translate(locale, h)),
    ...rows.map((r) => [formatOpLogTime(r.createdAt, utcOffsetMinutes), operatorOf(r, locale), r.loginName ?? "", r.module, r.action, r.detail, r.ip]),
  ];
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(table), "Operation logs");
  return write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}
