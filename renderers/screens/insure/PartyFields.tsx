/**
 * One party's fields through the registry. A field with a visibleWhen condition watches only the
 * fields its condition names, so typing elsewhere does not re-render it; an insured who is the
 * holder hides the identity fields the holder already gave.
 */
import { memo } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { FieldModel, ProductModel } from '../../../engine/model';
import { conditionFields } from '../../../engine/rules/condition';
import { HOLDER_SHARED, isFieldVisible } from '../../../engine/rules/party-fields';
import type { IdCardSubject } from '../../../engine/validators';
import { FieldDispatch } from '../../registry/FieldDispatch';
import { useFormat } from '../../platform/locale';
import '../../../engine/messages/zh-CN/screens';

export interface PartyFieldsProps {
  product: ProductModel;
  fields: readonly FieldModel[];
  /** `holder` or `insureds.N`. */
  recordPath: string;
  idSubject: IdCardSubject;
}

function watchedPaths(field: FieldModel, recordPath: string, isInsured: boolean): string[] {
  const paths = field.visibleWhen
    ? conditionFields(field.visibleWhen)
        .filter((ref) => !ref.startsWith('factor.'))
        .map((ref) => (ref.startsWith('insured.') ? `${recordPath}.${ref.slice(8)}` : ref))
    : [];
  if (isInsured && HOLDER_SHARED.has(field.name)) paths.push(`${recordPath}.checked`);
  return paths;
}

function toRecord(paths: readonly string[], values: readonly unknown[], recordPath: string) {
  const holder: Record<string, unknown> = {};
  const insured: Record<string, unknown> = {};
  paths.forEach((path, index) => {
    if (path.startsWith('holder.')) holder[path.slice(7)] = values[index];
    else insured[path.slice(recordPath.length + 1)] = values[index];
  });
  return { holder, insured };
}

function ConditionalField(props: {
  field: FieldModel;
  recordPath: string;
  idSubject: IdCardSubject;
  product: ProductModel;
  paths: string[];
}) {
  const { field, recordPath, paths } = props;
  const values = useWatch({ name: paths }) as unknown[];
  const { holder, insured } = toRecord(paths, values, recordPath);
  const isInsured = recordPath !== 'holder';
  if (isInsured && insured.checked === true && HOLDER_SHARED.has(field.name))
    return <HiddenFieldError name={`${recordPath}.${field.name}`} label={field.label} />;
  if (!isFieldVisible(field, { holder, insured: isInsured ? insured : holder }))
    return <HiddenFieldError name={`${recordPath}.${field.name}`} label={field.label} />;
  return <PlainField {...props} />;
}

function PlainField({
  field,
  recordPath,
  idSubject,
  product,
}: {
  field: FieldModel;
  recordPath: string;
  idSubject: IdCardSubject;
  product: ProductModel;
}) {
  return (
    <FieldDispatch
      field={field}
      name={`${recordPath}.${field.name}`}
      recordPath={recordPath}
      idSubject={idSubject}
      schoolMode={product.attributes.customSchool ?? '01'}
      regionScope={field.party === 'insured' ? product.region : undefined}
    />
  );
}

/**
 * A rule may fail on a field the buyer cannot see (e.g. age on a birthday derived from the ID
 * number): the message still shows, so nothing blocks the submit silently.
 */
function HiddenFieldError({ name, label }: { name: string; label: string }) {
  const format = useFormat();
  const { errors } = useFormState({ name });
  const message = errorAt(errors, name);
  return message ? (
    <div role="alert" style={{ color: '#e53935', fontSize: 12, padding: '6px 16px', background: '#fff' }}>
      {format('screens.insure.fieldError', { label, message })}
    </div>
  ) : null;
}

/** An error on a list or record as a whole (e.g. the number of insured). */
export function RootError({ name }: { name: string }) {
  const { errors } = useFormState({ name });
  const message = errorAt(errors, name);
  return message ? (
    <div role="alert" style={{ color: '#e53935', fontSize: 13, padding: '6px 16px' }}>
      {message}
    </div>
  ) : null;
}

function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.'))
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const message = node && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/** Memoized: a re-render of the page (e.g. the shell storing the draft) does not reach the fields. */
export const PartyFields = memo(function PartyFields({
  product,
  fields,
  recordPath,
  idSubject,
}: PartyFieldsProps) {
  const isInsured = recordPath !== 'holder';
  return (
    <>
      {fields.map((field) => {
        const paths = watchedPaths(field, recordPath, isInsured);
        return paths.length > 0 ? (
          <ConditionalField
            key={field.name}
            field={field}
            recordPath={recordPath}
            idSubject={idSubject}
            product={product}
            paths={paths}
          />
        ) : (
          <PlainField
            key={field.name}
            field={field}
            recordPath={recordPath}
            idSubject={idSubject}
            product={product}
          />
        );
      })}
    </>
  );
});
