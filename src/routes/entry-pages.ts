import type { ComponentType } from 'react';
import type { RouteFlags } from '../../engine/routes/table';

/**
 * The pages a first load can draw before the page table (./pages.ts) has arrived: `/`, a catalogue
 * product's page (the router's catch-all) and the insure form — the routes the boot script has a
 * first screen or a chunk list for (scripts/build/route-preload.ts). The table is a chunk of its
 * own: with Vite's preload lists for every other page, about 3 KB (brotli) that a buyer opening a
 * product or its form would otherwise download and parse before the first screen. The router loads
 * it when another route is asked for, and once the first page has settled.
 */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** The page drawn at `/`, which the layout keeps mounted. */
export const homePage: PageLoader = () => import('../pages/home/HomePage');

/** The catch-all's page: a catalogue product's detail or contract page, else not found. */
export const catalogueRoutePage: PageLoader = () => import('../pages/product/ProductRoutePage');

/** The insure form: it draws the product its query's productCode names. */
export const insurePage: PageLoader = () => import('../pages/purchase/InsurePage');

/**
 * The insure pages are the routes open to a visitor on a public product (the flag the boot script
 * reads too); ./pages.ts gives them this same loader, and a test checks that the two agree.
 */
export const entryPageOf = (route: RouteFlags): PageLoader | undefined =>
  route.visitorsOnPublicProducts ? insurePage : undefined;
