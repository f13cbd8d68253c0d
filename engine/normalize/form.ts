import type { Field, ProductManifest } from '../generated/manifest';
import { optionList } from '../catalogue/option-lists';
import type { Locale } from '../messages';
import type { FieldModel, FieldValidatorKind, FormModel, Party } from '../model';
import type { FieldWidget } from '../registry-keys';

const VALIDATOR_OF_WIDGET: Partial<Record<FieldWidget, FieldValidatorKind>> = {
  mobile: 'mobile',
  email: 'email',
  name: 'name',
  idNumber: 'idNumber',
};

function field(party: Party, f: Field, locale: Locale): FieldModel {
  const widget = f.widget as FieldWidget; // the lint guarantees a registry key
  const named = typeof f.options === 'string' ? f.options : undefined;
  let options = named
    ? optionList(named, locale)
    : Array.isArray(f.options)
      ? f.options.map((o) => ({ value: o.value, label: o.label }))
      : [];
  if (f.optionSubset) {
    const subset = f.optionSubset;
    options = subset.map((v) => options.find((o) => o.value === v)).filter((o) => o !== undefined);
  }
  return {
    party,
    name: f.name,
    path: `${party}.${f.name}`,
    label: f.label,
    widget,
    required: f.required ?? true,
    ...(f.placeholder !== undefined ? { placeholder: f.placeholder } : {}),
    options,
    ...(named ? { optionList: named } : {}),
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.visibleWhen ? { visibleWhen: f.visibleWhen } : {}),
    ...(f.requiredWhen ? { requiredWhen: f.requiredWhen } : {}),
    readOnly: f.readOnly ?? false,
    validator: VALIDATOR_OF_WIDGET[widget] ?? 'none',
  };
}

export function normalizeForm(form: ProductManifest['form'], locale: Locale): FormModel {
  return {
    holder: {
      title: form?.holder.title ?? '',
      fields: (form?.holder.fields ?? []).map((f) => field('holder', f, locale)),
    },
    insured: {
      title: form?.insured.title ?? '',
      fields: (form?.insured.fields ?? []).map((f) => field('insured', f, locale)),
    },
    insuredCount: form?.insuredCount ?? { min: 1, max: 1 },
    insuredSubject: form?.insuredLabel ?? 'insured',
  };
}
