/** Licence `durationUnit` of spec §3: 1 day, 2 month, 3 year. */
export const DURATION_UNIT = { DAY: 1, MONTH: 2, YEAR: 3 } as const;
/** A `durationUnit` value. */
export type DurationUnit = (typeof DURATION_UNIT)[keyof typeof DURATION_UNIT];

/** Ids of the paid licence terms of spec §1/§9. */
export type LicenceTermId = "30d" | "90d" | "180d" | "1y" | "2y";

/** A paid licence term: its `durationType` (1-5) and how long it lasts. */
export interface LicenceTerm {
  id: LicenceTermId;
  /** `durationType` 1-5 of spec §3, in the order spec §9 lists the terms. */
  durationType: 1 | 2 | 3 | 4 | 5;
  duration: number;
  durationUnit: DurationUnit;
}

/** The terms of spec §9: 30, 90, 180 days, 1 year, 2 years (durationType 1-5 in that order). */
export const LICENCE_TERMS: readonly LicenceTerm[] = [
  { id: "30d", durationType: 1, duration: 30, durationUnit: DURATION_UNIT.DAY },
  { id: "90d", durationType: 2, duration: 90, durationUnit: DURATION_UNIT.DAY },
  { id: "180d", durationType: 3, duration: 180, durationUnit: DURATION_UNIT.DAY },
  { id: "1y", durationType: 4, duration: 1, durationUnit: DURATION_UNIT.YEAR },
  { id: "2y", durationType: 5, duration: 2, durationUnit: DURATION_UNIT.YEAR },
];

/** The term with this id. */
export function termById(id: LicenceTermId): LicenceTerm {
  const term = LICENCE_TERMS.find((t) => t.id === id);
  if (!term) throw new RangeError(`unknown licence term ${String(id)}`);
  return term;
}

/** The term with this `durationType`, or undefined outside 1-5. */
export function termByDurationType(durationType: number): LicenceTerm | undefined {
  return LICENCE_TERMS.find((t) => t.durationType === durationType);
}

/** The term matching a `duration` + `durationUnit` pair (e.g. 12 months is the 1-year term). */
export function termByDuration(duration: number, durationUnit: number): LicenceTerm | undefined {
  const months = durationUnit === DURATION_UNIT.MONTH ? duration : durationUnit === DURATION_UNIT.YEAR ? duration * 12 : undefined;
  return LICENCE_TERMS.find((t) =>
    durationUnit === DURATION_UNIT.DAY
      ? t.durationUnit === DURATION_UNIT.DAY && t.duration === duration
      : t.durationUnit === DURATION_UNIT.YEAR && t.duration * 12 === months,
  );
}

const DAY_MS = 86_400_000;

/** Adds `months` calendar months in UTC, clamping the day (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsUtc(ms: number, months: number): number {
  const d = new Date(ms);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

/** When a term that starts at `startMs` ends: days are exact days, months and years are calendar units. */
export function termEndTime(startMs: number, duration: number, durationUnit: DurationUnit): number {
  if (durationUnit === DURATION_UNIT.DAY) return startMs + duration * DAY_MS;
  return addMonthsUtc(startMs, durationUnit === DURATION_UNIT.MONTH ? duration : duration * 12);
}
