/**
 * The protocol documents a submitted order says the buyer read (readRecords: displayNo,
 * resourceName, type — spec §3), checked against the product's own: spec §5 "read count must equal
 * clause count and be non-zero", the rule the insure screen applies before it lets the buyer on
 * (renderers/widgets/protocols/protocol-reads.ts). A record names a document by its number and its
 * name in any of the product's languages (the app sends the name it showed); a record that names
 * no document of the product counts for nothing.
 */
import type { ProductModel, ProtocolItemModel } from '../model';

/** A read record as the app sends it. */
export interface ReadRecord {
  displayNo: number;
  resourceName: string;
  type: string;
}

/** Every protocol document of the product with the names it has in each of the product's languages. */
function documentsWithNames(
  model: ProductModel,
): { document: ProtocolItemModel; mustRead: boolean; names: Set<string> }[] {
  const translations = Object.values(model.locales ?? {});
  return model.protocols.flatMap((group) =>
    group.items.map((document) => ({
      document,
      mustRead: group.mustReadAll,
      names: new Set([
        document.resourceName,
        ...translations.flatMap((other) =>
          (other?.protocols.find((g) => g.group === group.group)?.items ?? [])
            .filter((item) => item.id === document.id)
            .map((item) => item.resourceName),
        ),
      ]),
    })),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The product's documents the records name (each once, in the manifest's order and words), and how
 * many of its must-read documents (the clauses) there are and were read.
 */
export function documentsRead(
  model: ProductModel,
  records: unknown,
): { read: ReadRecord[]; mustRead: number; mustReadRead: number } {
  const sent = Array.isArray(records) ? records.filter(isRecord) : [];
  const named = (entry: ReturnType<typeof documentsWithNames>[number]) =>
    sent.some(
      (record) =>
        record.displayNo === entry.document.displayNo &&
        typeof record.resourceName === 'string' &&
        entry.names.has(record.resourceName),
    );
  const documents = documentsWithNames(model);
  const read = documents.filter(named);
  return {
    read: read.map(({ document }) => recordOf(document)),
    mustRead: documents.filter((entry) => entry.mustRead).length,
    mustReadRead: read.filter((entry) => entry.mustRead).length,
  };
}

const recordOf = (document: ProtocolItemModel): ReadRecord => ({
  displayNo: document.displayNo,
  resourceName: document.resourceName,
  type: document.type,
});

/** The read records the app sends for the documents read on the insure screen (their ids), in page order. */
export function readRecordsOf(model: ProductModel, readIds: readonly string[]): ReadRecord[] {
  const read = new Set(readIds);
  return model.protocols
    .flatMap((group) => group.items)
    .filter((item) => read.has(item.id))
    .map(recordOf);
}

/** Every protocol document of the product as read records: a buyer who tapped 全部已读 (seeds, tests, benches). */
export const everyDocumentRead = (model: ProductModel): ReadRecord[] =>
  model.protocols.flatMap((group) => group.items).map(recordOf);
