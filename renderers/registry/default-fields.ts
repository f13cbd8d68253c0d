/** The default form field widgets (one entry per engine FIELD_WIDGETS key), used by the insure screens. */
import { dateFieldEntry } from '../fields/DateWidget';
import { idNumberFieldEntry } from '../fields/IdNumberWidget';
import { radioFieldEntry } from '../fields/RadioWidget';
import { regionFieldEntry } from '../fields/RegionWidget';
import { schoolFieldEntry } from '../fields/SchoolWidget';
import { selectFieldEntries } from '../fields/SelectWidget';
import { switchFieldEntry } from '../fields/SwitchWidget';
import { textFieldEntries } from '../fields/TextFieldWidget';
import type { FieldEntry } from './types';

export const defaultFieldEntries: readonly FieldEntry[] = [
  ...textFieldEntries,
  idNumberFieldEntry,
  ...selectFieldEntries,
  dateFieldEntry,
  radioFieldEntry,
  switchFieldEntry,
  regionFieldEntry,
  schoolFieldEntry,
];
