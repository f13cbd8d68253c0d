/**
 * The registry the screens use unless a provider swaps it: one entry per section type and field
 * widget the engine allows (engine/registry-keys.ts; the coverage test keeps them equal). The two
 * halves live in default-sections.ts and default-fields.ts so each screen pulls only its own.
 */
import { defaultFieldEntries } from './default-fields';
import { defaultSectionEntries } from './default-sections';
import type { RendererRegistry } from './types';

export const defaultRegistry: RendererRegistry = {
  sections: defaultSectionEntries,
  fields: defaultFieldEntries,
};
