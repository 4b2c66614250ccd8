import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { COLOUR_NAMES, VEHICLE_BRAND_OTHER, type EventGroup } from "@vms/api-client";

// Names of the event groups and the attribute vocabularies (spec §3, §9), translated when shown;
// event types and targets are named by @/entities/event-labels.

export const groupLabels: Record<EventGroup, MessageDescriptor> = {
  common: msg`Common events`,
  smart: msg`Smart events`,
  health: msg`Device health`,
};

const attributeLabels: Record<string, MessageDescriptor> = {
  ageGroup: msg`Age`,
  gender: msg`Gender`,
  mask: msg`Mask`,
  glasses: msg`Glasses`,
  hat: msg`Hat`,
  backpack: msg`Backpack`,
  upperType: msg`Upper clothing`,
  upperColor: msg`Upper clothing colour`,
  lowerType: msg`Trousers`,
  lowerColor: msg`Trousers colour`,
  skirt: msg`Skirt`,
  direction: msg`Direction`,
  vehicleType: msg`Vehicle type`,
  brand: msg`Brand`,
  color: msg`Colour`,
  nonMotorType: msg`Non-motor vehicle type`,
};

const valueLabels: Record<string, MessageDescriptor> = {
  infant: msg`Infant`,
  juvenile: msg`Juvenile`,
  youth: msg`Youth`,
  midlife: msg`Middle-aged`,
  elderly: msg`Elderly`,
  unknown: msg`Unknown`,
  yes: msg`Yes`,
  no: msg`No`,
  longSleeve: msg`Long sleeves`,
  shortSleeve: msg`Short sleeves`,
  trousers: msg`Long trousers`,
  shorts: msg`Shorts`,
  toward: msg`Toward the camera`,
  away: msg`Away from the camera`,
  left: msg`Left`,
  right: msg`Right`,
  car: msg`Car`,
  mpv: msg`MPV`,
  other: msg`Other`,
  suv: msg`SUV`,
  van: msg`Van`,
  bus: msg`Bus`,
  truck: msg`Truck`,
  pickup: msg`Pickup`,
  bike: msg`Bicycle`,
  electromobile: msg`Electric bike`,
  motorbike: msg`Motorbike`,
  tricycle: msg`Tricycle`,
};

const genderLabels: MessageDescriptor[] = [msg`Unknown`, msg`Male`, msg`Female`];

const colourLabels: Record<(typeof COLOUR_NAMES)[number], MessageDescriptor> = {
  white: msg`White`,
  black: msg`Black`,
  grey: msg`Grey`,
  red: msg`Red`,
  blue: msg`Blue`,
  yellow: msg`Yellow`,
  orange: msg`Orange`,
  brown: msg`Brown`,
  green: msg`Green`,
  purple: msg`Purple`,
  cyan: msg`Cyan`,
  pink: msg`Pink`,
  silver: msg`Silver`,
};

/** The translated name of an attribute. */
export function attributeLabel(i18n: I18n, key: string): string {
  const label = attributeLabels[key];
  return label ? i18n._(label) : key;
}

/** The translated name of an attribute's value (colours by code, brands by number). */
export function attributeValueLabel(i18n: I18n, key: string, value: string | number): string {
  if (key === "gender" && typeof value === "number") return genderLabels[value] ? i18n._(genderLabels[value]) : String(value);
  if (/colou?r$/i.test(key) && typeof value === "number") {
    const name = COLOUR_NAMES[value - 1];
    return name ? i18n._(colourLabels[name]) : String(value);
  }
  if (key === "brand" && typeof value === "number") return value === VEHICLE_BRAND_OTHER ? i18n._(msg`Other brand`) : i18n._(msg`Brand ${value}`);
  const label = typeof value === "string" ? valueLabels[value] : undefined;
  return label ? i18n._(label) : String(value);
}
