/**
 * Age in full years (周岁, spec §5) on a given date. The age goes up on the birthday itself; someone
 * born on 02-29 turns a year older on 03-01 in a non-leap year. A birthday after the date is an
 * error, not a negative age.
 */
import { chinaDateOf, compareCivilDates, toCivilDate } from './calendar';

/**
 * @param birthday 'YYYY-MM-DD' (or a Date, read in China time)
 * @param onDate   the date to measure on, same forms; default today in China
 */
export function ageOn(birthday: string | Date, onDate?: string | Date): number {
  const birth = toCivilDate(birthday);
  const on = onDate === undefined ? chinaDateOf(new Date()) : toCivilDate(onDate);
  if (!birth) throw new RangeError(`[validators] ageOn: invalid birthday "${String(birthday)}"`);
  if (!on) throw new RangeError(`[validators] ageOn: invalid date "${String(onDate)}"`);
  if (compareCivilDates(birth, on) > 0) {
    throw new RangeError(
      `[validators] ageOn: birthday ${String(birthday)} is after ${String(onDate ?? 'today')}`,
    );
  }
  const hadBirthdayThisYear = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (hadBirthdayThisYear ? 0 : 1);
}
