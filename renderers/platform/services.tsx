/**
 * What the screens need from the app around them — navigation, asset URLs, review loading — passed
 * in by the shell (or a story) through context, so section renderers deep in the tree can use them
 * without prop drilling and without importing the shell or the network.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LoadReviews } from '../widgets/estimate/types';
import type { RouteName } from '../../engine/routes/table';

/** In-app navigation by route name (engine/routes/table.ts): a misspelt route is a type error. */
export type Navigate = (to: RouteName, query?: Record<string, string>) => void;

export interface ScreenServices {
  /** In-app navigation: a route of the table plus query fields. */
  navigate: Navigate;
  /** Opens an in-app path that is manifest data (an image's `link`, schema-checked to start with /). */
  openPath: (path: string) => void;
  /**
   * Turns a manifest image (assets/….svg or an https URL) into a URL the browser can load. Optional:
   * without it the bundled files are used (`useResolveAsset`, ./assets.ts — only the screens that
   * draw a manifest image load that table).
   */
  resolveAsset?: (image: string) => string;
  /** Loads one page of reviews (the estimate widget and /estimateList). */
  loadReviews: LoadReviews;
  /** Searches schools by name (edu-svc schoolinfo), for the school picker's choose modes. */
  searchSchools: (query: {
    keyword: string;
    region?: readonly string[];
    schoolKind?: string;
  }) => Promise<SchoolOption[]>;
  /** The brokerage's consultation hotline (one app setting); '' shows no consult action. */
  serviceHotline: string;
  /** The plan tab a detail page shows now (its 立即投保 starts the insure form on that plan). */
  onPlanViewed: (planCode: string) => void;
}

export interface SchoolOption {
  name: string;
  /** Optional address or district shown under the name. */
  address?: string;
}

const emptyReviews: LoadReviews = async () => ({ list: [], total: 0 });

const ServicesContext = createContext<ScreenServices>({
  navigate: (to) => console.error(`[renderers] no navigate service; wanted ${to}`),
  openPath: (path) => console.error(`[renderers] no navigate service; wanted ${path}`),
  loadReviews: emptyReviews,
  searchSchools: async () => [],
  serviceHotline: '',
  onPlanViewed: () => undefined,
});

export function ScreenServicesProvider({
  services,
  children,
}: {
  services: Partial<ScreenServices>;
  children: ReactNode;
}) {
  const parent = useContext(ServicesContext);
  // One value per (parent, services): a re-render of the screen must not re-render every consumer.
  const value = useMemo(() => ({ ...parent, ...services }), [parent, services]);
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useScreenServices(): ScreenServices {
  return useContext(ServicesContext);
}
