import type { MessageDescriptor } from "@lingui/core";
import type { Site, SiteTreeNode } from "@vms/api-client";
import { useState } from "react";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";
import { useAddSiteMutation } from "../api/add-site";
import { useEditSiteMutation } from "../api/edit-site";
import { emptySiteForm, hasErrors, siteFormValuesOf, toAddRequest, toEditRequest, validateSiteForm, type SiteFormErrors, type SiteFormField, type SiteFormValues } from "./site-form";
import { siteFormError } from "./site-server-errors";

/** What the site dialog is for: a new (sub-)site under `parent`, or editing `site`. */
export type SiteFormTarget = { mode: "add"; parent: SiteTreeNode | null } | { mode: "edit"; site: SiteTreeNode };

/**
 * The add/edit site form: values, §5 field errors, the inline server failure (33822, 33823,
 * 33032 …) and saving. A failure keeps every typed value.
 */
export function useSiteForm(target: SiteFormTarget, onSaved: (site: Site) => void) {
  const [values, setValues] = useState<SiteFormValues>(() => (target.mode === "edit" ? siteFormValuesOf(target.site) : emptySiteForm()));
  const [errors, setErrors] = useState<SiteFormErrors>({});
  const [formError, setFormError] = useState<MessageDescriptor | null>(null);
  const add = useAddSiteMutation();
  const edit = useEditSiteMutation();

  const setField = <F extends SiteFormField>(field: F, value: SiteFormValues[F]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, ...(field === "scene" ? { customSceneId: undefined } : {}) }));
  };

  const submit = async (): Promise<boolean> => {
    const found = validateSiteForm(values);
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) return false;
    try {
      const site =
        target.mode === "add"
          ? await add.mutateAsync(toAddRequest(values, target.parent?.siteId ?? null))
          : await edit.mutateAsync(toEditRequest(values, target.site.siteId));
      notifier.notify({ message: operationSuccessMessage }, "success");
      onSaved(site);
      return true;
    } catch (error) {
      // The toast has shown it (spec §8); the dialog repeats the site codes next to the data.
      const shown = siteFormError(error);
      if (shown?.field) setErrors((e) => ({ ...e, [shown.field!]: shown.message }));
      else if (shown) setFormError(shown.message);
      return false;
    }
  };

  return { values, errors, formError, saving: add.isPending || edit.isPending, setField, submit };
}

export type SiteForm = ReturnType<typeof useSiteForm>;
