/**
 * What the build puts in place of `use-sync-external-store/shim` (vite.config.ts `resolve.alias`):
 * antd-mobile imports that polyfill of React 18's hook for React 17 (its reduced-motion store); on
 * React 19 the shim only hands over to React's own hook, and its fallback and CommonJS wrapper were
 * 0.7 KB on every route that draws antd.
 */
export { useSyncExternalStore } from 'react';
