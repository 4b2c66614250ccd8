import type { StorybookConfig } from "@storybook/react-vite";

// Builds must work offline in CI: no telemetry and no addons beyond what core ships.
const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../src/**/*.stories.tsx"],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    const build = viteConfig.build ?? {};
    const bundler = build.rolldownOptions ?? {};
    const previous = bundler.onwarn;
    return {
      ...viteConfig,
      build: {
        ...build,
        // A static component catalogue: one big preview chunk is fine.
        chunkSizeWarningLimit: 4096,
        rolldownOptions: {
          ...bundler,
          onwarn(warning, warn) {
            // MUI marks its modules "use client" for RSC; irrelevant to a client-only bundle.
            if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
            if (previous) previous(warning, warn);
            else warn(warning);
          },
        },
      },
    };
  },
};

export default config;
