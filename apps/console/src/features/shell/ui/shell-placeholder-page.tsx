import { useLingui } from "@lingui/react";
import { PagePlaceholder } from "@/shared/ui";
import { shellPageTitles, type ShellPageId } from "../model/shell-pages";

/** A logged-in page not built yet: its translated title and the shared notice. */
export function ShellPlaceholderPage({ page }: { page: ShellPageId }) {
  const { i18n } = useLingui();
  return <PagePlaceholder title={i18n._(shellPageTitles[page])} />;
}
