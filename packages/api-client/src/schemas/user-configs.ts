import { z } from "zod/mini";
import { textSchema, uuidSchema } from "./primitives.js";

// User configs (spec §3 "User config", "Layout"; §7 /user-configs/*; §8 Layout 20057-20064).
// One generic store per user: `configValue` is a JSON string whose shape depends on `configType`.

/** The config types of spec §3: archives, vs_view (voId 1 or 2), layouts, frequent events, vs system config. */
export const USER_CONFIG_TYPES = ["archives", "vs_view", "layouts", "frequent_events", "vs_system_config"] as const;
export const userConfigTypeSchema = z.enum(USER_CONFIG_TYPES);
export type UserConfigType = z.infer<typeof userConfigTypeSchema>;

/** Limits the server enforces (20058 beyond the count, 20064 beyond the size). */
export const USER_CONFIG_LIMITS = { perType: 50, nameMax: 32, valueMaxChars: 65_536 } as const;

/** A stored config. */
export const userConfigSchema = z.object({
  id: z.string(),
  userId: z.string(),
  configType: userConfigTypeSchema,
  configName: z.string(),
  /** JSON text; for layouts a {@link LayoutValue}. */
  configValue: z.string(),
  updatedAt: z.number().check(z.int()),
});
export type UserConfig = z.infer<typeof userConfigSchema>;

export const userConfigListRequestSchema = z.object({ configType: userConfigTypeSchema });
export const userConfigListSchema = z.object({ list: z.array(userConfigSchema) });

/** Creates (no id) or replaces (id) one config of the caller. */
export const userConfigPutRequestSchema = z.object({
  id: z.optional(uuidSchema()),
  configType: userConfigTypeSchema,
  configName: textSchema().check(z.maxLength(256)),
  configValue: textSchema().check(z.maxLength(USER_CONFIG_LIMITS.valueMaxChars * 2)),
});
export const userConfigDeleteRequestSchema = z.object({ id: uuidSchema() });

/** Split counts a layout may have (spec §9; 4 is the default, Mac at most 4). */
export const LAYOUT_SPLITS = [1, 4, 9, 16] as const;

/** One window of a layout (spec §3 window-channel mapping). */
export const layoutWindowSchema = z.object({
  winIndex: z.number().check(z.int(), z.minimum(1), z.maximum(16)),
  sn: z.string().check(z.minLength(1), z.maxLength(64)),
  chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)),
  streamMode: z.optional(z.enum(["main", "sub"])),
  /** Names shown in the window before the tree has loaded. */
  channelName: z.optional(z.string().check(z.maxLength(128))),
  siteName: z.optional(z.string().check(z.maxLength(128))),
});
/** The configValue of a `layouts` config (spec §3 Layout: name is the configName). */
export const layoutValueSchema = z.object({
  splitNum: z.union([z.literal(1), z.literal(4), z.literal(9), z.literal(16)]),
  isDefault: z.boolean(),
  playChlList: z.array(layoutWindowSchema).check(z.maxLength(16)),
});
export type LayoutValue = z.infer<typeof layoutValueSchema>;
export type LayoutWindow = z.infer<typeof layoutWindowSchema>;
