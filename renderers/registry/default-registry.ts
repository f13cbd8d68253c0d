/**
 * The registry the screens use unless a provider swaps it: one entry per section type and field
 * widget the engine allows (engine/registry-keys.ts; the coverage test keeps them equal).
 */
import { claimProcessSectionEntry } from '../sections/ClaimProcessSectionView';
import { clauseLinksSectionEntry } from '../sections/ClauseLinksSectionView';
import { faqSectionEntry } from '../sections/FaqSectionView';
import { guaranteeSectionEntries } from '../sections/GuaranteeSectionView';
import { imageSectionEntries } from '../sections/ImageSectionView';
import { insurerListSectionEntry } from '../sections/InsurerListSectionView';
import { phoneCallSectionEntry } from '../sections/PhoneCallSectionView';
import { ratingsSectionEntry } from '../sections/RatingsSectionView';
import { richTextSectionEntries } from '../sections/RichTextSectionView';
import { dateFieldEntry } from '../fields/DateWidget';
import { idNumberFieldEntry } from '../fields/IdNumberWidget';
import { radioFieldEntry } from '../fields/RadioWidget';
import { regionFieldEntry } from '../fields/RegionWidget';
import { schoolFieldEntry } from '../fields/SchoolWidget';
import { selectFieldEntries } from '../fields/SelectWidget';
import { switchFieldEntry } from '../fields/SwitchWidget';
import { textFieldEntries } from '../fields/TextFieldWidget';
import type { RendererRegistry } from './types';

export const defaultRegistry: RendererRegistry = {
  sections: [
    ...imageSectionEntries,
    faqSectionEntry,
    claimProcessSectionEntry,
    ...richTextSectionEntries,
    ...guaranteeSectionEntries,
    ratingsSectionEntry,
    insurerListSectionEntry,
    phoneCallSectionEntry,
    clauseLinksSectionEntry,
  ],
  fields: [
    ...textFieldEntries,
    idNumberFieldEntry,
    ...selectFieldEntries,
    dateFieldEntry,
    radioFieldEntry,
    switchFieldEntry,
    regionFieldEntry,
    schoolFieldEntry,
  ],
};
