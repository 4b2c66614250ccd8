import type { MessageDescriptor } from "@lingui/core";
import { isCodeOf, LICENCE_BUTTON, type LicenceButton } from "@vms/licence-pricing";
import { LICENCE_BUTTON_LABELS } from "@/entities/licence";

/** What the purchase page opens with (its URL search). */
export interface PurchaseIntent {
  chlNum?: number;
  durationType?: number;
}

/** One button of a licence row (spec §4 buttons 1–5) and where it leads. */
export interface LicenceAction {
  button: LicenceButton;
  label: MessageDescriptor;
  intent: PurchaseIntent;
}

/** The fields of a licence row the buttons read. */
export interface LicenceActionSource {
  buttonList: readonly number[];
  chlNum: number;
  durationType: number;
}

const termOf = (durationType: number) => (durationType >= 1 && durationType <= 5 ? { durationType } : {});

/**
 * Spec §4: the buttons the server lists for a licence, in its order, each opening the purchase page
 * prefilled: buy now with nothing; extend, renew now and buy again with the same cameras and term;
 * upgrade now with the same cameras (the buyer raises them). Unknown values are skipped.
 */
export function licenceActions(row: LicenceActionSource): LicenceAction[] {
  const actions: LicenceAction[] = [];
  for (const button of row.buttonList) {
    if (!isCodeOf(LICENCE_BUTTON, button) || actions.some((a) => a.button === button)) continue;
    const intent: PurchaseIntent =
      button === LICENCE_BUTTON.BUY_NOW ? {} : button === LICENCE_BUTTON.UPGRADE_NOW ? { chlNum: row.chlNum } : { chlNum: row.chlNum, ...termOf(row.durationType) };
    actions.push({ button, label: LICENCE_BUTTON_LABELS[button], intent });
  }
  return actions;
}
