import { useState } from "react";
import { useAddDevNotifyMutation } from "../api/add-dev-notify";
import { useEditDevNotifyMutation } from "../api/edit-dev-notify";
import { isUnsetNotify, type DevNotify } from "../api/get-dev-notify";
import { operationSuccessMessage } from "@/shared/lib/common-messages";
import { notifier } from "@/shared/notifier";

type NotifyEvent = DevNotify["events"][number];

/**
 * The notify tab's form: settings never saved are added (/monitor/dev-notify/add), saved ones
 * edited (/monitor/dev-notify/edit).
 */
export function useNotifyForm(initial: DevNotify) {
  const [value, setValue] = useState<DevNotify>(initial);
  const add = useAddDevNotifyMutation();
  const edit = useEditDevNotifyMutation();
  const mutation = isUnsetNotify(initial) ? add : edit;
  const toggleEvent = (event: NotifyEvent, on: boolean) =>
    setValue((v) => ({ ...v, events: on ? [...new Set([...v.events, event])] : v.events.filter((e) => e !== event) }));
  return {
    value,
    setEnabled: (enabled: boolean) => setValue((v) => ({ ...v, enabled })),
    setRecipients: (recipients: string[]) => setValue((v) => ({ ...v, recipients })),
    toggleEvent,
    save: () => mutation.mutate(value, { onSuccess: () => notifier.notify({ message: operationSuccessMessage }, "success") }),
    saving: mutation.isPending,
  };
}
