import { createHash } from 'node:crypto';
import type { Db } from '../../db/types';
import type { ClauseText } from '../products/port';

/**
 * The clause texts a buyer confirmed, as stored: once per distinct set, named by the SHA-256 of its
 * JSON (migration 165). Every order of one product version confirms the same set, so an order
 * stores only the set's name; its texts are read back through ORDER_COLUMNS.
 */
export interface ClauseSet {
  hash: string;
  json: string;
}

// A product's clause list is one array for the gateway's life: hash it once.
const known = new WeakMap<readonly ClauseText[], ClauseSet>();

export function clauseSetOf(clauses: readonly ClauseText[]): ClauseSet {
  let set = known.get(clauses);
  if (!set) {
    const json = JSON.stringify(
      clauses.map(({ resourceName, displayNo, valueMark, content }) => ({
        resourceName,
        displayNo,
        valueMark,
        content,
      })),
    );
    set = { hash: createHash('sha256').update(json).digest('hex'), json };
    known.set(clauses, set);
  }
  return set;
}

/** Stores the sets not stored yet (one statement); the gateway does this for its catalogue when it starts. */
export async function storeClauseSets(db: Db, lists: readonly (readonly ClauseText[])[]): Promise<void> {
  const sets = [
    ...new Map(lists.map((clauses) => clauseSetOf(clauses)).map((set) => [set.hash, set])).values(),
  ];
  if (sets.length === 0) return;
  await db.query(
    `INSERT INTO biz_clause_sets (hash, clauses)
       SELECT hash, clauses::jsonb FROM unnest($1::text[], $2::text[]) AS s(hash, clauses)
     ON CONFLICT DO NOTHING`,
    [sets.map((s) => s.hash), sets.map((s) => s.json)],
  );
}
