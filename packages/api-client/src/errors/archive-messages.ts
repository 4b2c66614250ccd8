import type { MessageDescriptor } from "./message.js";

/** Archive and share codes 31100-31114 (spec §8; this product's meanings, docs/archives.md). */
export const archiveMessages: Record<number, MessageDescriptor> = {
  31100: /*i18n*/ { id: "error.31100", message: "The archive does not exist." },
  31101: /*i18n*/ { id: "error.31101", message: "Enter the access code of this link." },
  31102: /*i18n*/ { id: "error.31102", message: "This share link has expired." },
  31103: /*i18n*/ { id: "error.31103", message: "This share link has been revoked." },
  31104: /*i18n*/ { id: "error.31104", message: "This share link is not valid." },
  31105: /*i18n*/ { id: "error.31105", message: "The archive is still being copied." },
  31106: /*i18n*/ { id: "error.31106", message: "The archive could not be copied." },
  31107: /*i18n*/ { id: "error.31107", message: "Enter an archive title of 1-64 characters without special characters." },
  31108: /*i18n*/ { id: "error.31108", message: "The archive range must end after it starts and last at most 60 minutes." },
  31109: /*i18n*/ { id: "error.31109", message: "The access code is wrong." },
  31110: /*i18n*/ { id: "error.31110", message: "This link does not allow downloads." },
  31111: /*i18n*/ { id: "error.31111", message: "The link validity is not allowed." },
  31112: /*i18n*/ { id: "error.31112", message: "Nothing was recorded in this range." },
  31113: /*i18n*/ { id: "error.31113", message: "Only a failed archive can be retried." },
  31114: /*i18n*/ { id: "error.31114", message: "Cloud recordings are not available for this archive." },
};
