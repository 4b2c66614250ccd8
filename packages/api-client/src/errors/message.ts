/**
 * A translatable message: the shape Lingui's `i18n._()` accepts.
 * Kept local so the contract does not depend on Lingui; the `/*i18n*\/` markers in the
 * catalogue let `lingui extract` collect the messages into the shared catalogs.
 */
export interface MessageDescriptor {
  id: string;
  message: string;
  values?: Record<string, unknown>;
}
