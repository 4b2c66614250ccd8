import {
  AGE_GROUPS, DIRECTIONS, LOWER_TYPES, NON_MOTOR_TYPES, PRESENCE, RULE_TARGET_ATTRIBUTES, UPPER_TYPES, VEHICLE_TYPES,
  type RuleAttributeKey, type RuleTargetType,
} from "@vms/api-client";

// The values each attribute condition offers (spec §3 vocabularies); their names come from the shared
// vocabulary (@/entities/event-labels), so the rule form and event search say the same words.

/** How an attribute's values are chosen: a closed list of words or codes, the colours, or the brands. */
export type AttributeChoice = { kind: "values"; values: ReadonlyArray<string | number> } | { kind: "colours" } | { kind: "brands" };

const CHOICES: Record<RuleAttributeKey, AttributeChoice> = {
  ageGroup: { kind: "values", values: AGE_GROUPS },
  gender: { kind: "values", values: [1, 2, 0] },
  mask: { kind: "values", values: PRESENCE },
  hat: { kind: "values", values: PRESENCE },
  glasses: { kind: "values", values: PRESENCE },
  backpack: { kind: "values", values: PRESENCE },
  skirt: { kind: "values", values: PRESENCE },
  upperType: { kind: "values", values: UPPER_TYPES },
  upperColor: { kind: "colours" },
  lowerType: { kind: "values", values: LOWER_TYPES },
  lowerColor: { kind: "colours" },
  direction: { kind: "values", values: DIRECTIONS },
  vehicleType: { kind: "values", values: VEHICLE_TYPES },
  brand: { kind: "brands" },
  color: { kind: "colours" },
  nonMotorType: { kind: "values", values: NON_MOTOR_TYPES },
};

/** How the values of `key` are chosen. */
export const attributeChoiceOf = (key: RuleAttributeKey): AttributeChoice => CHOICES[key];

/** The attribute fields the form shows for a target: every attribute the server matches for it (spec §3). */
export function attributeKeysOf(targetType: RuleTargetType): readonly RuleAttributeKey[] {
  return RULE_TARGET_ATTRIBUTES[targetType];
}
