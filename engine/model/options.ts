/** An option of a list (select / radio widgets, premium factors). */
export interface OptionModel {
  value: string;
  label: string;
}

/** The named option lists a manifest field may use (spec §3 and §9 codes verbatim). */
export type OptionListName =
  | 'relation'
  | 'credentialType'
  | 'schoolKind'
  | 'schoolNature'
  | 'grade'
  | 'class'
  | 'gender'
  | 'socialInsurance';
