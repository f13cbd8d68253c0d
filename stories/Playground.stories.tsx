import type { Meta, StoryObj } from '@storybook/react-vite';
import { ManifestPlayground } from './harness/ManifestPlayground';

// Start from a real variant of the catalogue (whichever sorts first), so the example never goes stale.
const variants = import.meta.glob<Record<string, unknown>>('../products/*.json', {
  eager: true,
  import: 'default',
});
const example = Object.entries(variants).sort(([a], [b]) => a.localeCompare(b))[0]?.[1] ?? {};

const meta = {
  title: 'Playground/Manifest',
  component: ManifestPlayground,
  parameters: { viewport: { disable: true } },
  globals: { viewport: { value: undefined } },
  args: { initialManifest: JSON.stringify(example, null, 2) },
} satisfies Meta<typeof ManifestPlayground>;
export default meta;

export const PasteAManifest: StoryObj<typeof meta> = {};
/** A typo in a section type: the lint names it, and the screen shows the unknown-renderer box. */
export const WithProblems: StoryObj<typeof meta> = {
  args: {
    initialManifest: JSON.stringify(
      { ...example, sections: [{ type: 'bannner', image: 'assets/banner-student-accident.svg' }] },
      null,
      2,
    ),
  },
};
