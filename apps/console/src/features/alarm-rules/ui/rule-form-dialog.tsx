import { useLingui } from "@lingui/react/macro";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import type { AlarmRule, RuleTargetType } from "@vms/api-client";
import { useId } from "react";
import { fieldErrors, setSubmitErrors, submitForm, useAppForm } from "@/shared/ui";
import { useSaveRuleMutation } from "../api/save-rule";
import { ruleFormValues, toRuleRequest, validateRuleForm } from "../model/rule-form";
import { inlineRuleError } from "../model/rule-server-errors";
import { RuleNotifyFields } from "./rule-notify-fields";
import { RuleTargetFields } from "./rule-target-fields";
import { RuleWhereWhenFields } from "./rule-where-when-fields";

export interface RuleFormTarget {
  targetTypes: readonly RuleTargetType[];
  rule?: AlarmRule;
}

/** Adds or edits an alarm rule (spec §3 Alarm rule; §5; §8 rule codes inline; §9 repeat intervals). */
export function RuleFormDialog({ target, onClose }: { target: RuleFormTarget | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={target !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      {target && <RuleForm key={target.rule?.ruleId ?? "new"} target={target} onClose={onClose} titleId={titleId} />}
    </Dialog>
  );
}

function RuleForm({ target, onClose, titleId }: { target: RuleFormTarget; onClose: () => void; titleId: string }) {
  const { t } = useLingui();
  const save = useSaveRuleMutation();
  const form = useAppForm({
    defaultValues: ruleFormValues(target.targetTypes[0] ?? "person", target.rule),
    validators: { onSubmit: ({ value }) => fieldErrors(validateRuleForm(value)) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync(toRuleRequest(value, target.rule?.ruleId));
        onClose();
      } catch (error) {
        const shown = inlineRuleError(error);
        if (shown) setSubmitErrors(formApi, { [shown.field === "ruleName" ? "ruleName" : "form"]: shown.message });
      }
    },
  });
  return (
    <form noValidate onSubmit={submitForm(form)} data-testid="rule-form">
      <DialogTitle id={titleId}>{target.rule ? t`Edit alarm rule` : t`Add alarm rule`}</DialogTitle>
      <DialogContent>
        <form.AppForm>
          <form.MessageAlert sx={{ mb: 2 }} />
        </form.AppForm>
        <RuleTargetFields form={form} targetTypes={target.targetTypes} />
        <RuleWhereWhenFields form={form} />
        <RuleNotifyFields form={form} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t`Cancel`}</Button>
        <form.AppForm>
          <form.SubmitButton variant="contained" data-testid="rule-form-save">
            {t`Save`}
          </form.SubmitButton>
        </form.AppForm>
      </DialogActions>
    </form>
  );
}
