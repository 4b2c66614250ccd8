// The Lingui macro (Babel, in Vite and Vitest) looks for a config next to package.json. The catalogs
// themselves belong to @vms/i18n (packages/i18n/lingui.config.ts, which extracts from this app's src);
// this file only gives the macro the same locales.
export default {
  sourceLocale: "en-US",
  locales: ["en-US", "zh-CN"],
};
