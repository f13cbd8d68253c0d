/**
 * The form's methods the typed fields call (register, getValues, setValue), in a context of their
 * own. react-hook-form's `useFormContext` also carries `formState`, which is new whenever the form's
 * state changes — once right after mount (react-hook-form marks the form ready in an effect), on
 * submit, … — and re-rendered every field that read it: the insure screen drew all its text fields a
 * second time before the first input was ready. These methods never change for a form.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

export type FormMethods = Pick<UseFormReturn, 'register' | 'getValues' | 'setValue'>;

const FormMethodsContext = createContext<FormMethods | null>(null);

/** react-hook-form's provider (for useController, useWatch, useFormState) plus the stable methods. */
export function FieldsFormProvider<T extends FieldValues>({
  form,
  children,
}: {
  form: UseFormReturn<T>;
  children: ReactNode;
}) {
  const { register, getValues, setValue } = form as unknown as UseFormReturn;
  const methods = useMemo(() => ({ register, getValues, setValue }), [register, getValues, setValue]);
  return (
    <FormProvider {...form}>
      <FormMethodsContext.Provider value={methods}>{children}</FormMethodsContext.Provider>
    </FormProvider>
  );
}

export function useFormMethods(): FormMethods {
  const methods = useContext(FormMethodsContext);
  if (!methods) throw new Error('[fields] a typed field outside FieldsFormProvider');
  return methods;
}
