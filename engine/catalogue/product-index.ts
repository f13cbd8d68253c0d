import type { RenewalLabel } from './catalogue';

/**
 * One line of the generated product index (engine/generated/product-index.ts): what the app needs
 * to route and to know a product before its manifest chunk is loaded.
 */
export interface ProductIndexEntry {
  productCode: string;
  name: string;
  shortName: string;
  kind: 'onSale' | 'titleOnly' | 'configurable';
  path: string;
  requiresLogin: boolean;
  clearRecord: boolean;
  clearForm: boolean;
  title: string;
  sharedPath?: 'primary' | 'member';
  renewal?: RenewalLabel;
  /** Manifest file name in products/ (what the app's lazy loader imports). */
  file: string;
  /** Family names, nearest first (the lazy loader imports these too). */
  families: string[];
  manifestVersion: string;
}
