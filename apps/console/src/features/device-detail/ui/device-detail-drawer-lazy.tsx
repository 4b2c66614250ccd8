import { lazy } from "react";

/**
 * The device detail drawer, fetched when a device is first opened (its tabs, forms and upgrade
 * flow are not part of the asset page's first load). Render it inside `MountWhen`/`Suspense`.
 */
export const DeviceDetailDrawer = lazy(() => import("./device-detail-drawer").then((m) => ({ default: m.DeviceDetailDrawer })));
