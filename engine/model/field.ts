import type { FieldWidget } from '../registry-keys';
import type { Condition } from './condition';
import type { OptionListName, OptionModel } from './options';

export type Party = 'holder' | 'insured';

/** The holder/insured record keys of spec §3 a form field may bind to. */
export type FieldName =
  | 'name'
  | 'idType'
  | 'idNumber'
  | 'telephone'
  | 'email'
  | 'sexValue'
  | 'birthday'
  | 'relationType'
  | 'checked'
  | 'region'
  | 'location'
  | 'schoolName'
  | 'schoolKind'
  | 'schoolNature'
  | 'CollegeName'
  | 'class'
  | 'grade'
  | 'securityCode';

/** Which validator checks a field's value (derived from its name and widget). */
export type FieldValidatorKind = 'mobile' | 'email' | 'name' | 'idNumber' | 'none';

/** One form field, ready to render: options resolved, validator chosen. */
export interface FieldModel {
  party: Party;
  name: FieldName;
  /** `holder.name`, `insured.idNumber`… (the path conditions and errors use). */
  path: `${Party}.${FieldName}`;
  label: string;
  widget: FieldWidget;
  /** Required unless its requiredWhen condition says otherwise (spec §5: every field by default). */
  required: boolean;
  placeholder?: string;
  /** Options of select/radio widgets (named lists resolved, optionSubset applied); empty otherwise. */
  options: OptionModel[];
  optionList?: OptionListName;
  default?: string;
  visibleWhen?: Condition;
  requiredWhen?: Condition;
  readOnly: boolean;
  validator: FieldValidatorKind;
}

/** The insure form of a product. */
export interface FormModel {
  holder: { title: string; fields: FieldModel[] };
  insured: { title: string; fields: FieldModel[] };
  insuredCount: { min: number; max: number };
  /** Picks the ID-card message prefix for insured persons (被保人 or 监护对象). */
  insuredSubject: 'insured' | 'custody';
}
