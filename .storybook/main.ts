/**
 * Storybook, written by hand (`storybook init` needs the network). Stories: the component stories
 * beside the widgets, the per-manifest screen stories generated from products/ into
 * stories/generated/ (stories/scripts/gen-stories.ts), and the manifest playground.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * The app's build plugins (vite.config.ts) a story build does without: the pre-compressed .br/.gz
 * copies the gateway serves to phones (the largest part of a Storybook build's CPU: it compresses
 * every preview chunk twice), the generated-files check (the product lint and the app's own build
 * run it in npm test), and the app's index.html work (route preload files, inlined stylesheets and favicon).
 */
const APP_ONLY_PLUGINS = new Set([
  'vite-plugin-compression',
  'generated-fresh',
  'edu:route-preload',
  'edu:inline-stylesheets',
  'edu:inline-favicon',
]);

function withoutAppOnly(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutAppOnly(plugin)];
    if (plugin && typeof plugin === 'object' && 'name' in plugin && APP_ONLY_PLUGINS.has(plugin.name))
      return [];
    return [plugin];
  });
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../renderers/**/*.stories.@(ts|tsx)'],
  // Telemetry would wait for the closed network for seconds on every start.
  core: { disableTelemetry: true },
  // Prop tables are not used; skipping docgen keeps the static build fast.
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: withoutAppOnly(viteConfig.plugins),
    // No gzip size per chunk in the build's report: nobody reads it, and it compresses every chunk once more.
    build: { ...viteConfig.build, reportCompressedSize: false },
  }),
};

export default config;
