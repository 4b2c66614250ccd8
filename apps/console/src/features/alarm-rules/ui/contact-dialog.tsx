import { useLingui } from "@lingui/react/macro";
import Stack from "@mui/material/Stack";
import type { Contact } from "@vms/api-client";
import { fieldErrors, FormDialog, FormDialogFrame, setSubmitErrors, useAppForm } from "@/shared/ui";
import { useSaveContactMutation } from "../api/contacts";
import { toContactRequest, validateContactForm } from "../model/contact-form";
import { inlineRuleError } from "../model/rule-server-errors";

/** Adds or edits a contact (spec §3 Contact: name, e-mail, mobile; §5; 33620 under the name). */
export function ContactDialog({ contact, onClose }: { contact: Contact | "new" | null; onClose: () => void }) {
  return (
    <FormDialog item={contact} itemKey={(c) => (c === "new" ? "new" : c.contactId)} onClose={onClose}>
      {(c, titleId) => <ContactForm contact={c === "new" ? undefined : c} onClose={onClose} titleId={titleId} />}
    </FormDialog>
  );
}

function ContactForm({ contact, onClose, titleId }: { contact?: Contact; onClose: () => void; titleId: string }) {
  const { t } = useLingui();
  const save = useSaveContactMutation();
  const form = useAppForm({
    defaultValues: { name: contact?.name ?? "", email: contact?.email ?? "", mobile: contact?.mobile ?? "" },
    validators: { onSubmit: ({ value }) => fieldErrors(validateContactForm(value)) },
    onSubmit: async ({ value, formApi }) => {
      try {
        await save.mutateAsync(toContactRequest(value, contact?.contactId));
        onClose();
      } catch (error) {
        const shown = inlineRuleError(error);
        if (shown) setSubmitErrors(formApi, { [shown.field === "name" ? "name" : "form"]: shown.message });
      }
    },
  });
  return (
    <FormDialogFrame form={form} titleId={titleId} title={contact ? t`Edit contact` : t`Add contact`} onCancel={onClose} testId="contact-form">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <form.AppField name="name">{(f) => <f.TextField label={t`Name`} required fullWidth autoFocus />}</form.AppField>
        <form.AppField name="email">{(f) => <f.TextField label={t`E-mail`} type="email" fullWidth />}</form.AppField>
        <form.AppField name="mobile">{(f) => <f.TextField label={t`Mobile`} type="tel" fullWidth />}</form.AppField>
      </Stack>
    </FormDialogFrame>
  );
}
