import { z } from "zod/mini";
import { AGE_GROUPS, DIRECTIONS, LOWER_TYPES, NON_MOTOR_TYPES, UPPER_TYPES } from "./events.js";
import { colorCodeSchema, vehicleBrandSchema, vehicleTypeSchema } from "./plates.js";
import { MAX_REQUEST_INT, textSchema, uuidSchema } from "./primitives.js";
import { checkEmail, checkName, checkPhone } from "./validation.js";

// Alarm rules and contacts (spec §2 Alarm rules, §3 Alarm rule / Attribute vocabularies / Contact,
// §5 names, §8 33037–33084 and 33620, §9 repeat intervals).

/** Alarm-rule codes of spec §8 (33037–33084) this product gives a meaning; 33620 is spec's own. */
export const RuleCode = {
  RULE_NAME_EXISTS: 33037,
  RULE_MISSING: 33038,
  CONTACT_MISSING: 33039,
  RECIPIENT_INVALID: 33040,
  PLATE_GROUP_MISSING: 33041,
  /** Issue 28: a recipient who can never receive the rule's alarms (no alarm access, or none of its sites). */
  RECIPIENT_CANNOT_RECEIVE: 33042,
  CONTACT_NAME_EXISTS: 33620,
} as const;

/** Spec §9: an alarm repeats at most once per 10, 15, 30, 60 or 300 s. */
export const REPEAT_INTERVALS = [10, 15, 30, 60, 300] as const;
export type RepeatInterval = (typeof REPEAT_INTERVALS)[number];

/** Spec §3: the targets a rule watches. */
export const RULE_TARGET_TYPES = ["person", "motorVehicle", "nonMotorVehicle"] as const;
export type RuleTargetType = (typeof RULE_TARGET_TYPES)[number];

/** Event types of spec §7 (common and smart events) a rule may fire on. */
export const RULE_EVENT_TYPES = ["SMART_MOTION", "PERIMETER", "PLATE", "OTHER", "MOTION", "MANUAL", "SCHEDULE", "SENSOR", "POS"] as const;
export type RuleEventType = (typeof RULE_EVENT_TYPES)[number];

/** Spec §3 vocabularies (shared with the events they match: schemas/events.ts). */
/** Mask, hat, glasses, backpack, skirt: worn or not. */
export const PRESENCE = ["yes", "no", "unknown"] as const;

const many = <T extends z.ZodMiniType>(item: T, max = 200) => z.optional(z.array(item).check(z.maxLength(max)));
const presence = many(z.enum(PRESENCE));

/**
 * Attribute conditions (spec §3): each listed attribute must take one of the listed values; an
 * absent or empty list accepts any value. Which attributes apply depends on the target type.
 */
export const ruleAttributesSchema = z.object({
  ageGroup: many(z.enum(AGE_GROUPS)),
  gender: many(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  mask: presence,
  hat: presence,
  glasses: presence,
  backpack: presence,
  skirt: presence,
  upperType: many(z.enum(UPPER_TYPES)),
  upperColor: many(colorCodeSchema),
  lowerType: many(z.enum(LOWER_TYPES)),
  lowerColor: many(colorCodeSchema),
  direction: many(z.enum(DIRECTIONS)),
  vehicleType: many(vehicleTypeSchema),
  brand: many(vehicleBrandSchema, 129),
  color: many(colorCodeSchema),
  nonMotorType: many(z.enum(NON_MOTOR_TYPES)),
});
export type RuleAttributes = z.infer<typeof ruleAttributesSchema>;
export type RuleAttributeKey = keyof RuleAttributes;

/** The attributes each target type has (spec §3). */
export const RULE_TARGET_ATTRIBUTES: Readonly<Record<RuleTargetType, readonly RuleAttributeKey[]>> = {
  person: ["ageGroup", "gender", "mask", "hat", "glasses", "backpack", "upperType", "upperColor", "lowerType", "lowerColor", "skirt", "direction"],
  motorVehicle: ["vehicleType", "brand", "color", "direction"],
  nonMotorVehicle: ["nonMotorType", "direction"],
};

/** Motor vehicles: any plate, the listed plates, or a plate from one of the libraries (spec §3 "vehicles or plate library"). */
export const rulePlatesSchema = z.object({
  mode: z._default(z.enum(["any", "list", "library"]), "any"),
  plates: z._default(z.array(textSchema().check(z.trim(), z.minLength(1), z.maxLength(32))).check(z.maxLength(1000)), []),
  groupIds: z._default(z.array(uuidSchema()).check(z.maxLength(100)), []),
});
export type RulePlates = z.infer<typeof rulePlatesSchema>;

/**
 * A time span of a day in minutes (0 ≤ start ≤ 1439, 1 ≤ end ≤ 1440, start ≠ end). A span whose end is
 * before its start runs overnight: from `start` on its day to `end` on the next day (22:00–06:00);
 * it belongs to the day it starts on (issue 28).
 */
export const scheduleSpanSchema = z
  .object({ start: z.number().check(z.int(), z.minimum(0), z.maximum(1439)), end: z.number().check(z.int(), z.minimum(1), z.maximum(1440)) })
  .check(z.refine((s) => s.start !== s.end, { message: "empty" }));
/** A weekly schedule: 7 days, Sunday first, each up to 8 spans; an empty day never fires. */
export const weeklyScheduleSchema = z.array(z.array(scheduleSpanSchema).check(z.maxLength(8))).check(z.length(7));
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;
/** Every day, all day. */
export const ALWAYS_SCHEDULE: WeeklySchedule = Array.from({ length: 7 }, () => [{ start: 0, end: 1440 }]);

/** A camera (channel) a rule watches. */
export const ruleCameraSchema = z.object({ sn: textSchema().check(z.trim(), z.minLength(1), z.maxLength(64)), chlIndex: z.number().check(z.int(), z.minimum(0), z.maximum(256)) });

const ruleName = textSchema().check(z.maxLength(128), z.superRefine((v, ctx) => {
  const problem = checkName(v, 32);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
}));

/** The fields of an alarm rule (spec §3); sites are required, cameras narrow them (empty: every camera). */
export const ruleFieldsSchema = z.object({
  ruleName,
  targetType: z.enum(RULE_TARGET_TYPES),
  /** Event types that fire the rule; empty: any. */
  eventTypes: z._default(z.array(z.enum(RULE_EVENT_TYPES)).check(z.maxLength(RULE_EVENT_TYPES.length)), []),
  attributes: z._default(ruleAttributesSchema, {}),
  plates: z._default(rulePlatesSchema, { mode: "any", plates: [], groupIds: [] }),
  siteIds: z.array(uuidSchema()).check(z.minLength(1), z.maxLength(500)),
  cameras: z._default(z.array(ruleCameraSchema).check(z.maxLength(1000)), []),
  schedule: z._default(weeklyScheduleSchema, ALWAYS_SCHEDULE),
  /** Users of the organization told of an alarm (spec §5: recipients cannot be empty). */
  recipientIds: z.array(uuidSchema()).check(z.minLength(1), z.maxLength(500)),
  contactIds: z._default(z.array(uuidSchema()).check(z.maxLength(500)), []),
  repeatInterval: z._default(z.union([z.literal(10), z.literal(15), z.literal(30), z.literal(60), z.literal(300)]), 60),
  enabled: z._default(z.boolean(), true),
});
/** /event/rule/add-or-edit: without `ruleId` adds, with it replaces that rule. */
export const ruleAddOrEditRequestSchema = z.extend(ruleFieldsSchema, { ruleId: z.optional(uuidSchema()) });
export const ruleListRequestSchema = z.object({
  pageNum: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_REQUEST_INT)), 1),
  pageSize: z._default(z.union([z.literal(10), z.literal(20), z.literal(50), z.literal(100)]), 20),
  targetType: z.optional(z.enum(RULE_TARGET_TYPES)),
  keyword: z.optional(textSchema().check(z.maxLength(64))),
});
export const ruleDeleteRequestSchema = z.object({ ruleIds: z.array(uuidSchema()).check(z.minLength(1), z.maxLength(100)) });

/** An alarm rule as stored and shown. */
export const alarmRuleSchema = z.object({
  ruleId: z.string(),
  ruleName: z.string(),
  targetType: z.enum(RULE_TARGET_TYPES),
  eventTypes: z.array(z.enum(RULE_EVENT_TYPES)),
  attributes: ruleAttributesSchema,
  plates: z.object({ mode: z.enum(["any", "list", "library"]), plates: z.array(z.string()), groupIds: z.array(z.string()) }),
  siteIds: z.array(z.string()),
  cameras: z.array(z.object({ sn: z.string(), chlIndex: z.number().check(z.int()) })),
  schedule: weeklyScheduleSchema,
  recipientIds: z.array(z.string()),
  contactIds: z.array(z.string()),
  repeatInterval: z.number().check(z.int()),
  enabled: z.boolean(),
  createTime: z.number().check(z.int()),
  updateTime: z.number().check(z.int()),
});
export type AlarmRule = z.infer<typeof alarmRuleSchema>;
export const alarmRulePageSchema = z.object({ total: z.number().check(z.int(), z.nonnegative()), list: z.array(alarmRuleSchema) });

/** /event/rule/recipient/list: users of the organization a rule may notify. */
export const ruleRecipientListSchema = z.object({
  list: z.array(
    z.object({
      userId: z.string(),
      userName: z.string(),
      email: z.string(),
      /** Issue 28: whether their role shows AI alarms (live-only viewers and viewing stations do not). */
      alarms: z.boolean(),
      /** Sites whose events they read, among those the caller sees (null: every site). */
      siteIds: z.nullable(z.array(z.string())),
    }),
  ),
});

// Contacts ---------------------------------------------------------------------------------------

/** Spec §3 Contact: name plus an e-mail and/or a mobile number (at least one). */
export const contactAddOrEditRequestSchema = z
  .object({
    contactId: z.optional(uuidSchema()),
    name: ruleName,
    email: z._default(z.pipe(textSchema().check(z.maxLength(254)), z.transform((v) => v.trim())), "").check(z.superRefine((v, ctx) => {
      if (v !== "" && checkEmail(v)) ctx.addIssue({ code: "custom", message: "format" });
    })),
    mobile: z._default(z.pipe(textSchema().check(z.maxLength(32)), z.transform((v) => v.trim())), "").check(z.superRefine((v, ctx) => {
      if (checkPhone(v)) ctx.addIssue({ code: "custom", message: "format" });
    })),
  })
  .check(z.superRefine((v, ctx) => {
    if (v.email === "" && v.mobile === "") ctx.addIssue({ code: "custom", path: ["email"], message: "empty" });
  }));
export const contactSchema = z.object({ contactId: z.string(), name: z.string(), email: z.string(), mobile: z.string(), createTime: z.number().check(z.int()) });
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = z.object({ list: z.array(contactSchema) });
export const contactDeleteRequestSchema = z.object({ contactId: uuidSchema() });
