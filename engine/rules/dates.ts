/**
 * Cover dates (spec §5): the start is sent with 00:00:00; the end with 23:59:59 when the product's
 * confirm layout says endOfDay, else the day after the last covered day at 00:00:00.
 */
import type { ProductModel } from '../model';
import {
  chinaDateOf,
  daysInMonth,
  formatCivilDate,
  parseCivilDate,
  type CivilDate,
} from '../validators/calendar';

export function addDays(date: CivilDate, days: number): CivilDate {
  const t = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/**
 * The last covered day of a sent end ('YYYY-MM-DD HH:mm:ss'): the day itself for an end at
 * 23:59:59, the day before for an end at 00:00:00 of the next day — what the confirm page calls
 * 保障止期, so that every page shows the same last day. The date part for anything else.
 */
export function lastCoveredDay(end: string): string {
  const date = end.slice(0, 10);
  const parsed = parseCivilDate(date);
  return parsed && end.slice(11) === '00:00:00' ? formatCivilDate(addDays(parsed, -1)) : date;
}

/** Same day N years later; 02-29 becomes 02-28 in a non-leap year. */
export function addYears(date: CivilDate, years: number): CivilDate {
  const year = date.year + years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/** Whole days from a to b (b later → positive). */
export function daysBetween(a: CivilDate, b: CivilDate): number {
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

export function todayInChina(now: Date = new Date()): string {
  return formatCivilDate(chinaDateOf(now));
}

export interface CoverPeriod {
  /** 'YYYY-MM-DD' first covered day. */
  startDate: string;
  /** 'YYYY-MM-DD' last covered day. */
  lastDay: string;
  /** Sent as startDate: 'YYYY-MM-DD 00:00:00'. */
  start: string;
  /** Sent as endDate. */
  end: string;
  years: number;
}

export interface CoverPeriodInput {
  /** Today 'YYYY-MM-DD' (China); default: now. */
  today?: string;
  /** The holder's chosen start (period.start 'chosen'). */
  chosenStart?: string;
  /** Period in years (the period-year factor); default the product's first guaranteeTime. */
  years?: number;
  /** A renewal: the first day the renewed policy no longer covers (renewalStartDate); the new cover never starts before it. */
  renewalStart?: string;
}

function mustParse(text: string, what: string): CivilDate {
  const date = parseCivilDate(text);
  if (!date) throw new RangeError(`[engine] ${what} is not a YYYY-MM-DD date: "${text}"`);
  return date;
}

/**
 * The first day a policy ending at `end` ('YYYY-MM-DD HH:mm:ss', as sent) no longer covers: the end
 * date itself for the 00:00:00 convention (the end is exclusive), else (endOfDay 23:59:59) the day after.
 */
export function renewalStartDate(end: string): string {
  const day = mustParse(end.slice(0, 10), 'end');
  return formatCivilDate(/ 00:00(:00)?$/.test(end.trim()) ? day : addDays(day, 1));
}

/** The start date the product's period rule gives; a renewal starts where the renewed cover ends, if that is later. */
export function coverStartDate(model: ProductModel, input: CoverPeriodInput = {}): string {
  const start = ruleStartDate(model, input);
  return input.renewalStart && input.renewalStart > start ? input.renewalStart : start;
}

function ruleStartDate(model: ProductModel, input: CoverPeriodInput): string {
  const today = mustParse(input.today ?? todayInChina(), 'today');
  switch (model.period.start) {
    case 'fixed': {
      // A fixed period bought after it began starts tomorrow and still ends on fixedEnd.
      const tomorrow = formatCivilDate(addDays(today, 1));
      const fixed = model.period.fixedStart;
      return fixed && fixed > tomorrow ? fixed : tomorrow;
    }
    case 'chosen':
      return input.chosenStart ?? formatCivilDate(addDays(today, 1));
    case 'nextDay':
      return formatCivilDate(addDays(today, 1));
  }
}

/** Whether a start date is one the product's period rule allows, given today (China). */
export function isAllowedStart(model: ProductModel, startDate: string, today: string): boolean {
  const t = mustParse(today, 'today');
  const tomorrow = formatCivilDate(addDays(t, 1));
  if (startDate < tomorrow) return false;
  switch (model.period.start) {
    case 'fixed':
      return startDate === coverStartDate(model, { today });
    case 'chosen':
      return (
        model.period.maxDaysAhead === undefined ||
        startDate <= formatCivilDate(addDays(t, model.period.maxDaysAhead))
      );
    case 'nextDay':
      return true;
  }
}

/** Formats the dates sent with the application form for a given first day. */
export function coverPeriodFrom(model: ProductModel, startDate: string, years?: number): CoverPeriod {
  const start = mustParse(startDate, 'startDate');
  const n = years ?? model.period.years[0] ?? 1;
  const fixedEnd =
    model.period.start === 'fixed' && model.period.fixedEnd
      ? mustParse(model.period.fixedEnd, 'fixedEnd')
      : undefined;
  const last = fixedEnd ?? addDays(addYears(start, n), -1);
  const end = model.confirm.endOfDay
    ? `${formatCivilDate(last)} 23:59:59`
    : `${formatCivilDate(addDays(last, 1))} 00:00:00`;
  return {
    startDate: formatCivilDate(start),
    lastDay: formatCivilDate(last),
    start: `${formatCivilDate(start)} 00:00:00`,
    end,
    years: n,
  };
}

export function coverPeriod(model: ProductModel, input: CoverPeriodInput = {}): CoverPeriod {
  return coverPeriodFrom(model, coverStartDate(model, input), input.years);
}
