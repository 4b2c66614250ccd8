import type { MessageDescriptor } from "../errors/message.js";
import { COLOUR_NAMES } from "../schemas/events.js";
import { VEHICLE_BRAND_OTHER } from "../schemas/plates.js";
import { VEHICLE_BRAND_NAMES } from "./brand-names.js";

// One vocabulary for the attribute names and values of spec §3, in the contract so the console
// (event search, alarm rules, plate libraries) and the server (event export) say the same words.
// Plain descriptors: `lingui extract` collects the `/*i18n*/` objects into the shared catalog.

/** The name of each attribute. */
export const ATTRIBUTE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  ageGroup: /*i18n*/ { id: "vocab.attr.ageGroup", message: "Age group" },
  gender: /*i18n*/ { id: "vocab.attr.gender", message: "Gender" },
  mask: /*i18n*/ { id: "vocab.attr.mask", message: "Mask" },
  glasses: /*i18n*/ { id: "vocab.attr.glasses", message: "Glasses" },
  hat: /*i18n*/ { id: "vocab.attr.hat", message: "Hat" },
  backpack: /*i18n*/ { id: "vocab.attr.backpack", message: "Backpack" },
  upperType: /*i18n*/ { id: "vocab.attr.upperType", message: "Upper clothing" },
  upperColor: /*i18n*/ { id: "vocab.attr.upperColor", message: "Upper clothing colour" },
  lowerType: /*i18n*/ { id: "vocab.attr.lowerType", message: "Lower clothing" },
  lowerColor: /*i18n*/ { id: "vocab.attr.lowerColor", message: "Lower clothing colour" },
  skirt: /*i18n*/ { id: "vocab.attr.skirt", message: "Skirt" },
  direction: /*i18n*/ { id: "vocab.attr.direction", message: "Direction" },
  vehicleType: /*i18n*/ { id: "vocab.attr.vehicleType", message: "Vehicle type" },
  brand: /*i18n*/ { id: "vocab.attr.brand", message: "Brand" },
  color: /*i18n*/ { id: "vocab.attr.color", message: "Colour" },
  nonMotorType: /*i18n*/ { id: "vocab.attr.nonMotorType", message: "Non-motor vehicle type" },
};

/** The names of the word values (age groups, yes/no, clothing, directions, vehicle types). */
export const VALUE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  infant: /*i18n*/ { id: "vocab.value.infant", message: "Infant" },
  juvenile: /*i18n*/ { id: "vocab.value.juvenile", message: "Juvenile" },
  youth: /*i18n*/ { id: "vocab.value.youth", message: "Youth" },
  midlife: /*i18n*/ { id: "vocab.value.midlife", message: "Middle-aged" },
  elderly: /*i18n*/ { id: "vocab.value.elderly", message: "Elderly" },
  unknown: /*i18n*/ { id: "vocab.value.unknown", message: "Unknown" },
  yes: /*i18n*/ { id: "vocab.value.yes", message: "Yes" },
  no: /*i18n*/ { id: "vocab.value.no", message: "No" },
  longSleeve: /*i18n*/ { id: "vocab.value.longSleeve", message: "Long sleeves" },
  shortSleeve: /*i18n*/ { id: "vocab.value.shortSleeve", message: "Short sleeves" },
  trousers: /*i18n*/ { id: "vocab.value.trousers", message: "Long trousers" },
  shorts: /*i18n*/ { id: "vocab.value.shorts", message: "Shorts" },
  toward: /*i18n*/ { id: "vocab.value.toward", message: "Toward the camera" },
  away: /*i18n*/ { id: "vocab.value.away", message: "Away from the camera" },
  left: /*i18n*/ { id: "vocab.value.left", message: "Left" },
  right: /*i18n*/ { id: "vocab.value.right", message: "Right" },
  car: /*i18n*/ { id: "vocab.value.car", message: "Car" },
  suv: /*i18n*/ { id: "vocab.value.suv", message: "SUV" },
  mpv: /*i18n*/ { id: "vocab.value.mpv", message: "MPV" },
  van: /*i18n*/ { id: "vocab.value.van", message: "Van" },
  pickup: /*i18n*/ { id: "vocab.value.pickup", message: "Pickup" },
  bus: /*i18n*/ { id: "vocab.value.bus", message: "Bus" },
  truck: /*i18n*/ { id: "vocab.value.truck", message: "Truck" },
  other: /*i18n*/ { id: "vocab.value.other", message: "Other" },
  bike: /*i18n*/ { id: "vocab.value.bike", message: "Bicycle" },
  electromobile: /*i18n*/ { id: "vocab.value.electromobile", message: "Electric bike" },
  motorbike: /*i18n*/ { id: "vocab.value.motorbike", message: "Motorbike" },
  tricycle: /*i18n*/ { id: "vocab.value.tricycle", message: "Tricycle" },
};

/** Gender codes (spec §3: 0 unknown, 1 male, 2 female). */
export const GENDER_NAMES: readonly MessageDescriptor[] = [
  /*i18n*/ { id: "vocab.gender.0", message: "Unknown" },
  /*i18n*/ { id: "vocab.gender.1", message: "Male" },
  /*i18n*/ { id: "vocab.gender.2", message: "Female" },
];

/** Colour names of /event-dict/get `colours` (code 1–13 → name). */
export const COLOUR_LABELS: Readonly<Record<(typeof COLOUR_NAMES)[number], MessageDescriptor>> = {
  white: /*i18n*/ { id: "vocab.colour.white", message: "White" },
  black: /*i18n*/ { id: "vocab.colour.black", message: "Black" },
  grey: /*i18n*/ { id: "vocab.colour.grey", message: "Grey" },
  red: /*i18n*/ { id: "vocab.colour.red", message: "Red" },
  blue: /*i18n*/ { id: "vocab.colour.blue", message: "Blue" },
  yellow: /*i18n*/ { id: "vocab.colour.yellow", message: "Yellow" },
  orange: /*i18n*/ { id: "vocab.colour.orange", message: "Orange" },
  brown: /*i18n*/ { id: "vocab.colour.brown", message: "Brown" },
  green: /*i18n*/ { id: "vocab.colour.green", message: "Green" },
  purple: /*i18n*/ { id: "vocab.colour.purple", message: "Purple" },
  cyan: /*i18n*/ { id: "vocab.colour.cyan", message: "Cyan" },
  pink: /*i18n*/ { id: "vocab.colour.pink", message: "Pink" },
  silver: /*i18n*/ { id: "vocab.colour.silver", message: "Silver" },
};

export const OTHER_BRAND_NAME: MessageDescriptor = /*i18n*/ { id: "vocab.brand.other", message: "Other brand" };

/** The names a client knows for the coded values: /event-dict/get `colours` and `brands`. */
export interface CodeNames {
  colours: ReadonlyArray<{ code: number; name: string }>;
  brands: ReadonlyArray<{ code: number; name: string }>;
}

/** The contract's own code names (what /event-dict/get answers). */
export const CONTRACT_CODE_NAMES: CodeNames = {
  colours: COLOUR_NAMES.map((name, i) => ({ code: i + 1, name })),
  brands: VEHICLE_BRAND_NAMES.map((name, i) => ({ code: i + 1, name })),
};

/** True for the attributes whose values are colour codes. */
export const isColourAttribute = (key: string) => /colou?r$/i.test(key);

type Translate = (descriptor: MessageDescriptor) => string;

/** The shown name of an attribute. */
export function attributeName(tr: Translate, key: string): string {
  const d = ATTRIBUTE_NAMES[key];
  return d ? tr(d) : key;
}

/** The shown name of a value of attribute `key`: colours and brands by the given code names, words translated. */
export function attributeValueName(tr: Translate, key: string, value: string | number, names: CodeNames = CONTRACT_CODE_NAMES): string {
  if (typeof value === "number") {
    if (key === "gender") return GENDER_NAMES[value] ? tr(GENDER_NAMES[value]) : String(value);
    if (isColourAttribute(key)) {
      const name = names.colours.find((c) => c.code === value)?.name;
      const label = name ? COLOUR_LABELS[name as keyof typeof COLOUR_LABELS] : undefined;
      return label ? tr(label) : (name ?? String(value));
    }
    if (key === "brand") return value === VEHICLE_BRAND_OTHER ? tr(OTHER_BRAND_NAME) : (names.brands.find((b) => b.code === value)?.name ?? String(value));
    return String(value);
  }
  const label = VALUE_NAMES[value];
  return label ? tr(label) : value;
}

/** "Attribute: value" for each attribute of an event, in the order they were recorded. */
export function attributeSentences(tr: Translate, attributes: Record<string, string | number>, names: CodeNames = CONTRACT_CODE_NAMES): string[] {
  return Object.entries(attributes).map(([key, value]) => `${attributeName(tr, key)}: ${attributeValueName(tr, key, value, names)}`);
}
