import { atom } from 'jotai/vanilla';

/**
 * Stored form data per product (spec §3 "local storage keys cleared on form reset"). Each product
 * code owns one bag of named slots; the screens decide what goes in a slot. The well-known slots
 * are listed so that screens and shell agree on names.
 */
export const FORM_SLOTS = [
  'insured',
  'policyholder',
  'guardianship',
  'period',
  'serialNo',
  'selectedCase',
  'gradeGroup',
  'planMessage',
  'clauseChecks',
  'school',
  'values',
] as const;
export type FormSlot = (typeof FORM_SLOTS)[number];
export type ProductFormState = Partial<Record<FormSlot, unknown>>;
export type FormState = Record<string, ProductFormState>;

export const formAtom = atom<FormState>({});

/** One product's stored form (read/write); writing `undefined` to a slot removes it. */
export const productFormAtom = (productCode: string) =>
  atom(
    (get) => get(formAtom)[productCode] ?? {},
    (get, set, slot: FormSlot, value: unknown) => {
      const current = { ...(get(formAtom)[productCode] ?? {}) };
      if (value === undefined) delete current[slot];
      else current[slot] = value;
      set(formAtom, { ...get(formAtom), [productCode]: current });
    },
  );

/** Clears every stored form (the clearForm flag, a finished or duplicate order). */
export const clearFormAtom = atom(null, (_get, set) => set(formAtom, {}));
