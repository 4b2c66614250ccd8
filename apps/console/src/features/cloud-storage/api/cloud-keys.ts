/** Query keys of cloud storage; a purchase, a trial or a payment invalidates `all`. */
export const cloudKeys = {
  all: ["cloud-storage"] as const,
  plans: (request: unknown) => [...cloudKeys.all, "plans", request] as const,
  goods: () => [...cloudKeys.all, "goods"] as const,
  channel: (sn: string, chlIndex: number) => [...cloudKeys.all, "channel", sn, chlIndex] as const,
};
