/**
 * Calendar-date helpers on plain 'YYYY-MM-DD' strings. Dates are civil dates, never instants, so no
 * time zone can shift a birthday by a day.
 */

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Gregorian leap year: every 4th year, except centuries not divisible by 400 (1900 no, 2000 yes). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return DAYS_IN_MONTH[month - 1] ?? 0;
}

export function isRealDate({ year, month, day }: CivilDate): boolean {
  return Number.isInteger(year) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Parses a strict 'YYYY-MM-DD'; undefined when the text is not a real calendar date. */
export function parseCivilDate(text: string): CivilDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : undefined;
}

export function formatCivilDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Negative when a is earlier than b, 0 when equal, positive when later. */
export function compareCivilDates(a: CivilDate, b: CivilDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** China Standard Time is UTC+8 all year (no daylight saving). */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The civil date of an instant in China, whatever zone the code runs in (browser, gateway, CI):
 * "today" for a birthday check is the customer's today, not the server's.
 */
export function chinaDateOf(instant: Date): CivilDate {
  const shifted = new Date(instant.getTime() + CHINA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Accepts a 'YYYY-MM-DD' string (a civil date) or a Date (an instant, read in China time). */
export function toCivilDate(value: string | Date): CivilDate | undefined {
  if (typeof value === 'string') return parseCivilDate(value);
  return Number.isNaN(value.getTime()) ? undefined : chinaDateOf(value);
}
