// Public API of the order record (spec §2 /service/order, §3 order fields, §4 order statuses, §6
// vms_licorder_qry / vms_stgorder_qry).
export { firstOrdersPageQueryOptions } from "./api/get-orders";
export { OrderListPage } from "./ui/order-list-page";
