import { useLingui } from "@lingui/react/macro";
import { attributeName, attributeValueName, CONTRACT_CODE_NAMES, COLOUR_LABELS, VEHICLE_BRAND_OTHER, type CodeNames, type MessageDescriptor } from "@vms/api-client";
import { useMemo } from "react";
import { useEventDict } from "../api/get-event-dict";

/** One choosable coded value and its shown name. */
export interface NamedCode {
  code: number;
  label: string;
}

/** The vocabulary as shown: names of attributes and values, colours and brands as /event-dict/get names them. */
export interface Vocabulary {
  attributeName: (key: string) => string;
  valueName: (key: string, value: string | number) => string;
  /** Colours 1–13 by name. */
  colours: NamedCode[];
  /** "Other brand" (0), then brands 1–128 by name. */
  brands: NamedCode[];
}

/**
 * Names from /event-dict/get; until it answers, the contract's own names (the ones the server sends),
 * so a code is never shown as a bare number.
 */
export function useVocabulary(): Vocabulary {
  const { i18n } = useLingui();
  const dict = useEventDict();
  const names: CodeNames = dict.data ?? CONTRACT_CODE_NAMES;
  return useMemo(() => {
    const tr = (d: MessageDescriptor) => i18n._(d);
    return {
      attributeName: (key) => attributeName(tr, key),
      valueName: (key, value) => attributeValueName(tr, key, value, names),
      colours: names.colours.map(({ code, name }) => ({ code, label: name in COLOUR_LABELS ? tr(COLOUR_LABELS[name as keyof typeof COLOUR_LABELS]) : name })),
      brands: [VEHICLE_BRAND_OTHER, ...names.brands.map((b) => b.code)].map((code) => ({ code, label: attributeValueName(tr, "brand", code, names) })),
    };
  }, [i18n, names]);
}
