export { catalogs } from "./catalogs.js";
export { createI18n, translate } from "./i18n.js";
export * from "./locales.js";
