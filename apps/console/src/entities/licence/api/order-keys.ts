/** Query keys of orders (spec §3), shared by the order record, the pay page and the purchases that create orders. */
export const orderKeys = {
  all: ["orders"] as const,
  one: (orderNo: string) => [...orderKeys.all, "one", orderNo] as const,
  page: (request: unknown) => [...orderKeys.all, "page", request] as const,
};
