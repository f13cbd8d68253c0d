/** Eligibility (spec §5): age in full years, or in days, on a given date, with a clear message. */
import { format, type Locale } from '../messages';
import type { AgeBoundModel, Party, ProductModel } from '../model';
import { ageOn } from '../validators/age';
import { parseCivilDate } from '../validators/calendar';
import type { CheckResult } from '../validators/result';
import { daysBetween } from './dates';
import '../messages/zh-CN/engine';

function measure(bound: AgeBoundModel, birthday: string, onDate: string): number {
  if (bound.unit === 'year') return ageOn(birthday, onDate);
  const birth = parseCivilDate(birthday);
  const on = parseCivilDate(onDate);
  if (!birth || !on) throw new RangeError(`[engine] eligibility: invalid date ${birthday} / ${onDate}`);
  return daysBetween(birth, on);
}

export function describeBound(bound: AgeBoundModel, locale: Locale = 'zh-CN'): string {
  return format(bound.unit === 'year' ? 'engine.age.years' : 'engine.age.days', { n: bound.value }, locale);
}

export interface EligibilityInput {
  party: Party;
  /** 'YYYY-MM-DD' (a time part is ignored). */
  birthday: string | undefined;
  /** The date to measure on: the cover start date or today, per the product's eligibility.ageOn. */
  onDate: string;
  /** The person's name, for the message. */
  name?: string;
  locale?: Locale;
}

/** Checks one person's age against the product's range for their party. */
export function checkEligibility(model: ProductModel, input: EligibilityInput): CheckResult {
  const locale = input.locale ?? 'zh-CN';
  const range = input.party === 'holder' ? model.eligibility.holderAge : model.eligibility.insuredAge;
  if (!range || (!range.min && !range.max)) return { ok: true };
  const party = format(
    input.party === 'holder' ? 'engine.party.holder' : 'engine.party.insured',
    undefined,
    locale,
  );
  const birthday = input.birthday?.slice(0, 10);
  if (!birthday || !parseCivilDate(birthday))
    return { ok: false, message: format('engine.eligibility.noBirthday', { party }, locale) };
  const name = input.name ?? '';
  try {
    if (range.min && measure(range.min, birthday, input.onDate) < range.min.value) {
      return {
        ok: false,
        message: format(
          'engine.eligibility.tooYoung',
          { party, name, bound: describeBound(range.min, locale) },
          locale,
        ),
      };
    }
    if (range.max && measure(range.max, birthday, input.onDate) > range.max.value) {
      return {
        ok: false,
        message: format(
          'engine.eligibility.tooOld',
          { party, name, bound: describeBound(range.max, locale) },
          locale,
        ),
      };
    }
  } catch {
    // A birthday after the date: not born yet on the start date.
    return {
      ok: false,
      message: format(
        'engine.eligibility.tooYoung',
        { party, name, bound: describeBound(range.min ?? { value: 0, unit: 'day' }, locale) },
        locale,
      ),
    };
  }
  return { ok: true };
}
