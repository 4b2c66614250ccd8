import { useLingui } from "@lingui/react/macro";
import ListItem from "@mui/material/ListItem";
import { PtzNameField } from "./preset-name-field";

/** A list row while its item is renamed in place (presets, tracks): the name field with Rename and Cancel. */
export function InlineRename({ testId, index, name, others, busy, rename, onDone }: {
  testId: string;
  index: number;
  name: string;
  others: readonly { index: number; name: string }[];
  busy: boolean;
  /** Answers whether the device took the new name; the row closes only then. */
  rename: (index: number, name: string) => Promise<boolean>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  return (
    <ListItem data-testid={testId} data-index={index}>
      <PtzNameField
        label={t`New name of ${name}`}
        submitLabel={t`Rename`}
        others={others}
        self={index}
        initial={name}
        disabled={busy}
        onSubmit={async (next) => {
          const renamed = await rename(index, next);
          if (renamed) onDone();
          return renamed;
        }}
        onCancel={onDone}
      />
    </ListItem>
  );
}
