/**
 * Storybook, written by hand (`storybook init` needs the network). Stories: the component stories
 * beside the widgets, the per-manifest screen stories generated from products/ into
 * stories/generated/ (stories/scripts/gen-stories.ts), and the manifest playground.
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../renderers/**/*.stories.@(ts|tsx)'],
  // Manifest images (assets/….svg) load from /assets, as in the app.
  staticDirs: [{ from: '../products/assets', to: '/assets' }],
  // Telemetry would wait for the closed network for seconds on every start.
  core: { disableTelemetry: true },
  // Prop tables are not used; skipping docgen keeps the static build fast.
  typescript: { reactDocgen: false },
};

export default config;
