const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive as free text (max 64): anything but a UUID names nothing (and must not reach a uuid column). */
export const isUuid = (value: string): boolean => UUID.test(value);
