import { z } from "zod/mini";

/** Longest maintenance message per language (the operator script refuses longer ones). */
export const MAINTENANCE_MESSAGE_MAX = 500;

/**
 * The current maintenance notice (spec §7 /sysmsg/maintenance/latest): the window (epoch ms) and its
 * message in both console languages; the console shows the one of the user's language.
 */
export const maintenanceNoticeSchema = z.object({
  id: z.string(),
  startTime: z.number().check(z.int()),
  endTime: z.number().check(z.int()),
  messages: z.object({ "en-US": z.string(), "zh-CN": z.string() }),
});
export type MaintenanceNotice = z.infer<typeof maintenanceNoticeSchema>;

/** The newest notice whose window has not ended, or null. */
export const latestMaintenanceSchema = z.object({ notice: z.nullable(maintenanceNoticeSchema) });
