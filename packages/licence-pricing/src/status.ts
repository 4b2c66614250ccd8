/** Licence status of spec §4. Spec names both 1 and 7 "to be used"; 7 is read as a queued renewal. */
export const LICENCE_STATUS = {
  TO_BE_USED: 1,
  USING: 2,
  EXPIRING: 3,
  EXPIRED: 4,
  TERMINATED: 5,
  NOT_EFFECTIVE: 6,
  TO_BE_USED_RENEWAL: 7,
} as const;
/** A licence status value 1-7. */
export type LicenceStatus = (typeof LICENCE_STATUS)[keyof typeof LICENCE_STATUS];
/** The licence list filter value meaning "all statuses" (spec §4). */
export const LICENCE_STATUS_FILTER_ALL = 0;

/** Stable English names of the licence statuses (the console translates them). */
export const LICENCE_STATUS_NAMES: Readonly<Record<LicenceStatus, string>> = {
  1: "to be used",
  2: "using",
  3: "expiring",
  4: "expired",
  5: "terminated",
  6: "not effective",
  7: "to be used",
};

/** Licence buttons of spec §4. */
export const LICENCE_BUTTON = { BUY_NOW: 1, EXTEND: 2, RENEW_NOW: 3, UPGRADE_NOW: 4, BUY_AGAIN: 5 } as const;
/** A licence button value 1-5. */
export type LicenceButton = (typeof LICENCE_BUTTON)[keyof typeof LICENCE_BUTTON];
/** Stable English names of the licence buttons. */
export const LICENCE_BUTTON_NAMES: Readonly<Record<LicenceButton, string>> = {
  1: "buy now",
  2: "extend",
  3: "renew now",
  4: "upgrade now",
  5: "buy again",
};

/** Cloud-storage status 1-9 of spec §4 (7 repeats "to be used", as for licences). */
export const CLOUD_STORAGE_STATUS = {
  TO_BE_USED: 1,
  USING: 2,
  EXPIRING: 3,
  EXPIRED: 4,
  TERMINATED: 5,
  NOT_EFFECTIVE: 6,
  TO_BE_USED_RENEWAL: 7,
  NOT_ACTIVATED: 8,
  EXCEPTION: 9,
} as const;
/** A cloud-storage status value 1-9. */
export type CloudStorageStatus = (typeof CLOUD_STORAGE_STATUS)[keyof typeof CLOUD_STORAGE_STATUS];
/** Stable English names of the cloud-storage statuses. */
export const CLOUD_STORAGE_STATUS_NAMES: Readonly<Record<CloudStorageStatus, string>> = {
  1: "to be used",
  2: "using",
  3: "expiring",
  4: "expired",
  5: "terminated",
  6: "not effective",
  7: "to be used",
  8: "not activated",
  9: "exception",
};

/** Order status of spec §4. Spec also mentions an "exception" state without a value. */
export const ORDER_STATUS = { TO_PAY: 1, PAID: 2, CANCELLED: 3, CHARGEBACK: 4, ON_TRIAL: 5 } as const;
/** An order status value 1-5. */
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
/** Stable English names of the order statuses. */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
  1: "to pay",
  2: "paid",
  3: "cancelled",
  4: "chargeback",
  5: "on trial",
};

/** Order type of spec §3: 1 cloud storage, 3 licence. */
export const ORDER_TYPE = { CLOUD_STORAGE: 1, LICENCE: 3 } as const;
/** An order type value. */
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];

/** Payment method of spec §3: 1 PayPal-type, 2 Apple-Pay-type, 3 card provider. */
export const PAYMENT_METHOD = { PAYPAL: 1, APPLE_PAY: 2, CARD: 3 } as const;
/** A payment method value. */
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** True when `value` is a key of `table` (a status, button, type or method code). */
export function isCodeOf<T extends Record<string, number>>(table: T, value: number): value is T[keyof T] {
  return Object.values(table).includes(value);
}
