/**
 * How the journey files of a group are shared out between its lanes: by their measured running
 * time (tests/e2e/durations.json), longest first, each to the lane with the least so far. By turns
 * (every other file), the purchase lanes were 305 s and 193 s of journeys: the run waited for the
 * longer. A file with no measurement yet counts as the group's median. Deterministic: the same files
 * and durations give the same lanes on any machine (ties go to the earlier file name, compared by
 * code unit rather than the machine's locale, and to the first lane).
 */
import { median } from '../bench/screens/paired.ts';

export type Durations = Readonly<Record<string, number>>;

/** `files` (names within the group), split into `lanes` lists of about equal running time, each sorted. */
export function splitByDuration(
  group: string,
  files: readonly string[],
  lanes: number,
  durations: Durations,
): string[][] {
  const known = files
    .map((file) => durations[`${group}/${file}`])
    .filter((s): s is number => s !== undefined);
  const fallback = known.length > 0 ? median(known) : 1;
  const weighed = files
    .map((file) => ({ file, seconds: durations[`${group}/${file}`] ?? fallback }))
    .sort((a, b) => b.seconds - a.seconds || (a.file < b.file ? -1 : 1));
  const out = Array.from({ length: lanes }, () => ({ seconds: 0, files: [] as string[] }));
  for (const { file, seconds } of weighed) {
    const lightest = out.reduce((best, lane) => (lane.seconds < best.seconds ? lane : best));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return out.map((lane) => lane.files.sort());
}
