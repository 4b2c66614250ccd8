import { useLingui } from "@lingui/react/macro";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Typography from "@mui/material/Typography";
import { faqEntries } from "../model/faq-entries";

/** Frequently asked questions (spec §1 FAQ): one expandable answer per question (an h2 under the page title), keyboard-operable. */
export function FaqPage() {
  const { i18n } = useLingui();
  return (
    <div data-testid="faq-list">
      {faqEntries.map((entry) => (
        <Accordion key={entry.id} disableGutters slots={{ heading: "h2" }} data-testid={`faq-${entry.id}`}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${entry.id}-question`} aria-controls={`faq-${entry.id}-answer`}>
            <Typography component="span" variant="subtitle1">
              {i18n._(entry.question)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${entry.id}-answer`}>
            <Typography variant="body2">{i18n._(entry.answer)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
