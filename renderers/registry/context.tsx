/**
 * The registry travels through React context, never a global: a test or story swaps it with
 * <RendererRegistryProvider registry={…}>. Without a provider the default registry applies.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { defaultRegistry } from './default-registry';
import type { RendererRegistry } from './types';

const RegistryContext = createContext<RendererRegistry>(defaultRegistry);

export function RendererRegistryProvider({ registry, children }: { registry: RendererRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useRendererRegistry(): RendererRegistry {
  return useContext(RegistryContext);
}
