/**
 * The registry travels through React context, never a global: a test or story swaps it with
 * <RendererRegistryProvider registry={…}>. Without a provider the default registry applies —
 * resolved per half (SectionDispatch / FieldDispatch), so the detail screen never imports the
 * form widgets and the insure screen never imports the detail sections.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { RendererRegistry } from './types';

const RegistryContext = createContext<RendererRegistry | null>(null);

export function RendererRegistryProvider({
  registry,
  children,
}: {
  registry: RendererRegistry;
  children: ReactNode;
}) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** The provided registry, or null when none is provided (the dispatchers then use their default half). */
export function useProvidedRegistry(): RendererRegistry | null {
  return useContext(RegistryContext);
}
