import { useLingui } from "@lingui/react/macro";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useId } from "react";
import { CLOUD_TERM_LABELS } from "@/entities/licence";
import type { CloudGoods } from "../api/get-goods";

export interface GoodsPickerProps {
  goods: readonly CloudGoods[];
  value: string | undefined;
  onChange: (goodsId: string) => void;
  /** The device may still start its free trial (spec §4, §9: once per device). */
  trialAvailable: boolean;
}

/** Spec §3 cloud storage packages: days of cyclic storage, term, price; the trial only while the device has it. */
export function GoodsPicker({ goods, value, onChange, trialAvailable }: GoodsPickerProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const describe = (g: CloudGoods) => {
    const term = CLOUD_TERM_LABELS[g.termType] ? i18n._(CLOUD_TERM_LABELS[g.termType]!) : "";
    // Said from the package's facts, not its stored (English) name, so it reads in the UI language (issue 28).
    if (g.trial) return trialAvailable ? t`Free trial: ${g.storageDays} days of cyclic storage` : t`Free trial: already used on this device`;
    return t`${g.storageDays} days of cyclic storage, ${term}, ${g.price} ${g.currency}`;
  };
  return (
    <FormControl>
      <FormLabel id={labelId}>{t`Package`}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value ?? ""} onChange={(e) => onChange(e.target.value)} data-testid="cloud-goods">
        {goods.map((g) => (
          <FormControlLabel key={g.goodsId} value={g.goodsId} control={<Radio />} label={describe(g)} disabled={g.trial && !trialAvailable} data-trial={g.trial || undefined} />
        ))}
      </RadioGroup>
      {goods.length === 0 && <FormHelperText>{t`No packages are on sale.`}</FormHelperText>}
    </FormControl>
  );
}
