/**
 * The form model as zod schemas (for react-hook-form's zodResolver): the same field rules as the
 * gateway's check (party-fields.ts), with the spec's messages, and each problem at the field's path
 * (`holder.name`, `insureds.0.idNumber`).
 */
import { z } from 'zod';
import type { Locale } from '../messages';
import type { PartyState, ProductModel } from '../model';
import { format } from '../messages';
import { checkEligibility } from './eligibility';
import { checkPartyRecord } from './party-fields';
import { personFacts } from './application-form';

export interface FormSchemaOptions {
  locale?: Locale;
  /** Date ages are checked on ('YYYY-MM-DD', usually the cover start date). */
  onDate: string;
  /** Factor values of the current selection (for factor.* conditions). */
  factors?: Readonly<Record<string, string>>;
}

const record = z.record(z.string(), z.unknown());

export function buildFormSchema(model: ProductModel, options: FormSchemaOptions) {
  const locale = options.locale ?? 'zh-CN';
  const { min, max } = model.form.insuredCount;
  return z.object({ holder: record, insureds: z.array(record) }).superRefine((data, ctx) => {
    const base = { holder: data.holder, factor: options.factors ?? {}, onDate: options.onDate };
    for (const p of checkPartyRecord(model, 'holder', data.holder, base, locale))
      ctx.addIssue({ code: 'custom', path: ['holder', p.field.name], message: p.message });
    if (data.insureds.length < min || data.insureds.length > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['insureds'],
        message: format('engine.submit.insuredCount', { min, max }, locale),
      });
    }
    data.insureds.forEach((insured, index) => {
      const problems = checkPartyRecord(model, 'insured', insured, { ...base, insured }, locale);
      for (const p of problems)
        ctx.addIssue({ code: 'custom', path: ['insureds', index, p.field.name], message: p.message });
      if (problems.length > 0) return;
      const facts = personFacts(
        insured.checked === true ? (data.holder as PartyState) : (insured as PartyState),
      );
      const age = checkEligibility(model, {
        party: 'insured',
        birthday: facts.birthday,
        onDate: options.onDate,
        name: String(insured.name ?? ''),
        locale,
      });
      if (!age.ok)
        ctx.addIssue({ code: 'custom', path: ['insureds', index, 'birthday'], message: age.message });
    });
  });
}

export type FormValues = { holder: Record<string, unknown>; insureds: Record<string, unknown>[] };
