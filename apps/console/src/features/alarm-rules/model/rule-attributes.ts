import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  AGE_GROUPS, COLOR_CODE_MAX, DIRECTIONS, LOWER_TYPES, NON_MOTOR_TYPES, PRESENCE, UPPER_TYPES, VEHICLE_TYPES,
  type RuleAttributeKey, type RuleTargetType,
} from "@vms/api-client";

/** One choosable value of an attribute condition. */
export interface AttributeOption {
  value: string | number;
  label: MessageDescriptor;
}

const presence = (): AttributeOption[] => PRESENCE.map((value) => ({ value, label: { yes: msg`Yes`, no: msg`No`, unknown: msg`Unknown` }[value] }));
const colours = (): AttributeOption[] => Array.from({ length: COLOR_CODE_MAX }, (_, i) => ({ value: i + 1, label: msg`Colour ${i + 1}` }));

/** Spec §3 attribute vocabularies, per attribute: its label and values. */
export const ATTRIBUTE_FIELDS: Partial<Record<RuleAttributeKey, { label: MessageDescriptor; options: AttributeOption[] }>> = {
  ageGroup: {
    label: msg`Age group`,
    options: AGE_GROUPS.map((value) => ({
      value,
      label: { infant: msg`Infant`, juvenile: msg`Juvenile`, youth: msg`Youth`, midlife: msg`Midlife`, elderly: msg`Elderly`, unknown: msg`Unknown` }[value],
    })),
  },
  gender: { label: msg`Gender`, options: [{ value: 1, label: msg`Male` }, { value: 2, label: msg`Female` }, { value: 0, label: msg`Unknown` }] },
  mask: { label: msg`Mask`, options: presence() },
  hat: { label: msg`Hat`, options: presence() },
  glasses: { label: msg`Glasses`, options: presence() },
  backpack: { label: msg`Backpack`, options: presence() },
  skirt: { label: msg`Skirt`, options: presence() },
  upperType: {
    label: msg`Upper clothing`,
    options: UPPER_TYPES.map((value) => ({ value, label: { longSleeve: msg`Long sleeves`, shortSleeve: msg`Short sleeves`, unknown: msg`Unknown` }[value] })),
  },
  upperColor: { label: msg`Upper clothing colour`, options: colours() },
  lowerType: {
    label: msg`Lower clothing`,
    options: LOWER_TYPES.map((value) => ({ value, label: { trousers: msg`Trousers`, shorts: msg`Shorts`, unknown: msg`Unknown` }[value] })),
  },
  lowerColor: { label: msg`Lower clothing colour`, options: colours() },
  direction: { label: msg`Direction`, options: DIRECTIONS.map((value) => ({ value, label: { toward: msg`Toward the camera`, away: msg`Away from the camera`, left: msg`Left`, right: msg`Right`, unknown: msg`Unknown` }[value] })) },
  vehicleType: {
    label: msg`Vehicle type`,
    options: VEHICLE_TYPES.map((value) => ({
      value,
      label: { car: msg`Car`, suv: msg`SUV`, mpv: msg`MPV`, van: msg`Van`, pickup: msg`Pickup`, bus: msg`Bus`, truck: msg`Truck`, other: msg`Other` }[value],
    })),
  },
  color: { label: msg`Vehicle colour`, options: colours() },
  nonMotorType: {
    label: msg`Non-motor vehicle type`,
    options: NON_MOTOR_TYPES.map((value) => ({
      value,
      label: { bike: msg`Bike`, electromobile: msg`Electromobile`, motorbike: msg`Motorbike`, tricycle: msg`Tricycle`, unknown: msg`Unknown` }[value],
    })),
  },
};

/** The attribute fields the form shows for a target (spec §3; brand codes are set through the API only). */
export function attributeKeysOf(targetType: RuleTargetType): RuleAttributeKey[] {
  const keys: Record<RuleTargetType, RuleAttributeKey[]> = {
    person: ["ageGroup", "gender", "mask", "hat", "glasses", "backpack", "upperType", "upperColor", "lowerType", "lowerColor", "skirt", "direction"],
    motorVehicle: ["vehicleType", "color"],
    nonMotorVehicle: ["nonMotorType"],
  };
  return keys[targetType];
}
