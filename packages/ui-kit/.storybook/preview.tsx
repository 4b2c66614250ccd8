import type { Decorator, Preview } from "@storybook/react-vite";
import { DEFAULT_THEME, THEME_NAMES, isThemeName } from "../src/theme/theme-names.js";
import { VmsThemeProvider } from "../src/theme/vms-theme-provider.js";

// Wraps every story in the theme picked in the toolbar, so each widget can be checked in both.
const withVmsTheme: Decorator = (Story, context) => {
  const name = isThemeName(context.globals["theme"]) ? context.globals["theme"] : DEFAULT_THEME;
  return (
    <VmsThemeProvider name={name}>
      <Story />
    </VmsThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withVmsTheme],
  globalTypes: {
    theme: {
      description: "VMS theme (spec §9)",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: THEME_NAMES.map((value) => ({ value, title: value === "u1a" ? "u1a (light)" : "u1b (dark)" })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: DEFAULT_THEME },
  parameters: {
    layout: "centered",
    controls: { expanded: true },
  },
};

export default preview;
