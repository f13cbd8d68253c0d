/** China Standard Time (UTC+8, no daylight saving): the time zone of every date the app shows and sends. */
const CST_OFFSET_MS = 8 * 3_600_000;

/** 'YYYY-MM-DD HH:mm:ss' in China time. */
export function formatChinaTime(d: Date): string {
  return new Date(d.getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function formatChinaDate(d: Date): string {
  return formatChinaTime(d).slice(0, 10);
}

/**
 * Parses 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DDTHH:mm:ss' as China time (an explicit
 * offset or Z is honoured). Returns null for anything else or an impossible date.
 */
export function parseChinaTime(text: string): Date | null {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      text.trim(),
    );
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = m;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${zone ?? '+08:00'}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // Reject roll-overs such as 02-30 (Date would silently move to March).
  const check = zone ? date : new Date(date.getTime() + CST_OFFSET_MS);
  if (!zone && (check.getUTCMonth() + 1 !== Number(mo) || check.getUTCDate() !== Number(d))) return null;
  return date;
}

/** The start of the next whole hour (common/nextHourTime). */
export function nextWholeHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
}

/** China-time midnight starting the day after `now` (the earliest default cover start). */
export function nextChinaMidnight(now: Date): Date {
  const local = now.getTime() + CST_OFFSET_MS;
  return new Date(Math.floor(local / 86_400_000) * 86_400_000 + 86_400_000 - CST_OFFSET_MS);
}
