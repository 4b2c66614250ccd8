import type { MessageDescriptor } from "@lingui/core";
import type { SiteTreeNode } from "@vms/api-client";
import { useState } from "react";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { useDeleteSiteMutation } from "../api/delete-site";
import { siteDeleteError } from "./site-server-errors";

/** Deleting a site after confirmation; 33821 (sub-sites) and 33022 (devices) stay in the dialog. */
export function useDeleteSite(onDeleted: (site: SiteTreeNode) => void) {
  const mutation = useDeleteSiteMutation();
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const confirm = async (site: SiteTreeNode) => {
    setError(null);
    try {
      await mutation.mutateAsync(site.siteId);
      notifier.notify({ message: operationSuccessMessage }, "success");
      onDeleted(site);
    } catch (failure) {
      // The site codes are said next to the question (and nowhere else); others were toasted.
      setError(siteDeleteError(failure)?.message ?? null);
    }
  };
  return { confirm, error, reset: () => setError(null), deleting: mutation.isPending };
}
