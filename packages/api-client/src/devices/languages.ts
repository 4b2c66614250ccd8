/** A display language a device can be set to. */
export interface DeviceLanguage {
  /** BCP 47 tag. */
  code: string;
  /** The language's own name, as device menus show it. */
  name: string;
}

/** The 21 device display languages of spec §9. */
export const DEVICE_LANGUAGES: readonly DeviceLanguage[] = [
  { code: "en-US", name: "English" },
  { code: "zh-CN", name: "简体中文" },
  { code: "zh-TW", name: "繁體中文" },
  { code: "fr-FR", name: "Français" },
  { code: "de-DE", name: "Deutsch" },
  { code: "es-ES", name: "Español" },
  { code: "it-IT", name: "Italiano" },
  { code: "pt-PT", name: "Português" },
  { code: "ru-RU", name: "Русский" },
  { code: "ja-JP", name: "日本語" },
  { code: "ko-KR", name: "한국어" },
  { code: "ar-SA", name: "العربية" },
  { code: "tr-TR", name: "Türkçe" },
  { code: "pl-PL", name: "Polski" },
  { code: "cs-CZ", name: "Čeština" },
  { code: "nl-NL", name: "Nederlands" },
  { code: "hu-HU", name: "Magyar" },
  { code: "el-GR", name: "Ελληνικά" },
  { code: "he-IL", name: "עברית" },
  { code: "th-TH", name: "ไทย" },
  { code: "vi-VN", name: "Tiếng Việt" },
];
