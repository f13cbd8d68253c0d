import { randomInt } from 'node:crypto';
import { formatChinaTime } from './time';

/**
 * Business numbers: a prefix, the China-time date and time to the second, and 6 random digits —
 * readable by support staff and unique enough for one gateway (a unique key in the database backs it).
 */
export function businessNo(prefix: string, now: Date): string {
  const stamp = formatChinaTime(now).replace(/[- :]/g, '');
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
