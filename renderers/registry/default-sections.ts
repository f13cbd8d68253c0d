/**
 * The default detail-page section renderers (one entry per engine SECTION_TYPES key). Kept apart
 * from the field widgets so a detail route does not download the insure form's widgets
 * (react-hook-form, pickers, region data).
 */
import { claimProcessSectionEntry } from '../sections/ClaimProcessSectionView';
import { clauseLinksSectionEntry } from '../sections/ClauseLinksSectionView';
import { faqSectionEntry } from '../sections/FaqSectionView';
import { guaranteeSectionEntries } from '../sections/GuaranteeSectionView';
import { imageSectionEntries } from '../sections/ImageSectionView';
import { insurerListSectionEntry } from '../sections/InsurerListSectionView';
import { phoneCallSectionEntry } from '../sections/PhoneCallSectionView';
import { ratingsSectionEntry } from '../sections/RatingsSectionView';
import { serviceContactSectionEntry } from '../sections/ServiceContactSectionView';
import { richTextSectionEntries } from '../sections/RichTextSectionView';
import type { SectionEntry } from './types';

export const defaultSectionEntries: readonly SectionEntry[] = [
  ...imageSectionEntries,
  faqSectionEntry,
  claimProcessSectionEntry,
  ...richTextSectionEntries,
  ...guaranteeSectionEntries,
  ratingsSectionEntry,
  insurerListSectionEntry,
  phoneCallSectionEntry,
  clauseLinksSectionEntry,
  serviceContactSectionEntry,
];
