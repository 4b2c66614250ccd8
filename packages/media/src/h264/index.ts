export { NAL_TYPE, isVcl, joinAnnexB, nalType, splitAnnexB } from "./annexb.js";
export { splitAccessUnits, type AccessUnit } from "./access-units.js";
export { avcCodecString, parseSps, type SpsInfo } from "./sps.js";
