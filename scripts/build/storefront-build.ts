/**
 * Which build a plugin is in: the storefront's (its entry is src/main.tsx) or another that reads the
 * same Vite config (Storybook's), which the storefront's build steps leave alone.
 */

/** The storefront's entry module. */
export const APP_ENTRY_MODULE = 'src/main.tsx';

interface EntryLike {
  type: 'chunk';
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}

/** Whether this is the storefront's build (its entry is src/main.tsx). */
export function isStorefrontBuild(bundle: Record<string, EntryLike | { type: 'asset' }>): boolean {
  const isAppEntry = (id: string | null) => id?.replaceAll('\\', '/').endsWith(APP_ENTRY_MODULE) ?? false;
  return Object.values(bundle).some(
    (c) => c.type === 'chunk' && c.isEntry && (isAppEntry(c.facadeModuleId) || c.moduleIds.some(isAppEntry)),
  );
}
