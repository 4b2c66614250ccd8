import { useLingui } from "@lingui/react/macro";
import { SitePicker } from "@/entities/site";
import { changeField, fieldMessage, useFieldContext } from "@/shared/ui";

/** The device's site, bound to the surrounding form field: only sites the caller administers (spec §6). */
export function DeviceSiteField({ testId }: { testId: string }) {
  const { t, i18n } = useLingui();
  const field = useFieldContext<string | null>();
  const error = fieldMessage(field);
  return (
    <SitePicker
      value={field.state.value}
      onChange={(siteId) => changeField(field, siteId)}
      label={t`Site`}
      minRole="SITE_ADMIN"
      required
      error={Boolean(error)}
      helperText={error ? i18n._(error) : " "}
      testId={testId}
    />
  );
}
