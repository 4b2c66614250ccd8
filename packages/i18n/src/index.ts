export { catalogs } from "./catalogs.js";
export { createI18n, translate } from "./i18n.js";
export * from "./locales.js";
export { ensureCatalog, loadCatalog, loadI18n } from "./load-catalog.js";
export { createPieceI18n, installPieceLoader, pieceLoader, PIECE_LOADER_GLOBAL, type PieceLoader } from "./pieces.js";
