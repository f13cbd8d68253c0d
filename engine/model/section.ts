import type {
  ClaimProcessSection,
  ClauseLinksSection,
  FaqSection,
  GuaranteeSection,
  ImageSection,
  PhoneCallSection,
  PlainSection,
  RatingsSection,
} from '../generated/manifest';

/** Rich text after normalization: a protocolRef is resolved into its content. */
export interface RichTextSectionModel {
  type: 'insuranceNotice' | 'cooperationAuthorization' | 'richText';
  title?: string;
  html: string;
}

/**
 * One detail-page section, ready to draw. `key` is unique within the page (type, plus an index when a
 * type repeats). Renderers pick their component by `type` (engine/registry-keys.ts).
 */
export type SectionModel = { key: string } & (
  | ImageSection
  | FaqSection
  | ClaimProcessSection
  | RichTextSectionModel
  | GuaranteeSection
  | RatingsSection
  | PlainSection
  | PhoneCallSection
  | ClauseLinksSection
);
