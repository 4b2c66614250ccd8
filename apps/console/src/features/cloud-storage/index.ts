// Public API of cloud storage (spec §2 /service/serviceCloudstorage purchase and buy,
// /account/storage-management; §3 packages; §4 statuses 1–9 and the once-per-device trial).
export { channelApplicationQueryOptions } from "./api/get-channel-application";
export { firstChannelPlansPageQueryOptions } from "./api/get-channel-plans";
export { cloudGoodsQueryOptions } from "./api/get-goods";
export { ChannelPlansPage } from "./ui/channel-plans-page";
export { CloudBuyPage } from "./ui/cloud-buy-page";
