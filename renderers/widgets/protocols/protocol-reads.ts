/**
 * The protocol read record (spec §4 "Protocols"): a clause is marked read once, read-all marks every
 * document, clear resets all. Whether the buyer may proceed is the validators' rule
 * (allClausesRead: read count = clause count, non-zero), applied to each must-read group.
 */
import type { ProtocolGroupModel } from '../../../engine/model';
import { allClausesRead } from '../../../engine/validators';

export type ReadIds = readonly string[];

export function markRead(read: ReadIds, id: string): string[] {
  return read.includes(id) ? [...read] : [...read, id];
}

export function markAllRead(groups: readonly ProtocolGroupModel[]): string[] {
  return groups.flatMap((group) => group.items.map((item) => item.id));
}

export function clearReads(): string[] {
  return [];
}

/** Read and total counts of the must-read documents. */
export function readProgress(
  groups: readonly ProtocolGroupModel[],
  read: ReadIds,
): { read: number; total: number } {
  const mustRead = groups.filter((group) => group.mustReadAll).flatMap((group) => group.items);
  return { read: mustRead.filter((item) => read.includes(item.id)).length, total: mustRead.length };
}

/** True when every must-read group is fully read (and there is something to read). */
export function mayProceed(groups: readonly ProtocolGroupModel[], read: ReadIds): boolean {
  const progress = readProgress(groups, read);
  return allClausesRead(progress.read, progress.total);
}
