import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { bindExecuteSync, bindExecuteSyncByPglite, join, readReply, type Reply } from './pg-wire';

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
type Parser = PGlite['parsers'][number];

/** How many distinct statements stay prepared; the least recently used beyond it is closed. */
const MAX_PREPARED = 500;

interface Prepared {
  name: string;
  /** The parameter types PostgreSQL inferred, to serialise the values as PGlite's query() does. */
  paramTypes: number[];
  /** The columns it answers (none for a statement without rows), with PGlite's parser of each. */
  columns: { name: string; parse: Parser | undefined; type: number }[];
}

/**
 * Runs statements on PGlite as NAMED prepared statements, cached by their SQL text.
 *
 * PGlite's query() sends parse, describe, bind, describe, execute and sync as six calls into the
 * WASM database and parses and plans the SQL again every time: ~0.3–0.7 ms of the gateway's own
 * CPU per statement (the database runs in the gateway's thread). A cached statement is ONE call
 * (bind + execute + sync in one buffer) on a plan PostgreSQL keeps, its columns described once:
 * ~0.1 ms. Values are serialised and read by PGlite's type serializers and parsers; the message
 * bytes and the reply's rows by pg-wire.ts (faster than PGlite's protocol code, see there); a failed
 * statement throws PGlite's DatabaseError after the sync, so the session stays usable.
 *
 * `run` expects its caller to hold PGlite's locks (see pglite.ts). Prepared statements belong to
 * the session, not to a transaction, so a rollback keeps them. `forget()` after DDL (a migration
 * may change the columns a cached `SELECT *` answers).
 */
export class PgliteStatements {
  private readonly prepared = new Map<string, Prepared>();
  private next = 0;

  constructor(private readonly pg: PGlite) {}

  async run<T>(sql: string, params: readonly unknown[], syncToFs: boolean): Promise<T[]> {
    const { statement, reply } = await this.execute(sql, params, syncToFs);
    return reply.rows.map((fields) => toRow(statement, fields)) as T[];
  }

  /** Runs a statement without parameters or rows (BEGIN, COMMIT, ROLLBACK) and answers its command tag. */
  async command(sql: string, syncToFs: boolean): Promise<string> {
    return (await this.execute(sql, [], syncToFs)).reply.command;
  }

  /** Runs a script of statements without parameters (a migration), then drops every prepared statement. */
  async script(sql: string, syncToFs: boolean): Promise<void> {
    readReply(await this.send(protocol.serialize.query(sql), syncToFs));
    await this.forget();
  }

  /** Drops every prepared statement (after DDL). The caller holds PGlite's locks. */
  async forget(): Promise<void> {
    if (this.prepared.size === 0) return;
    this.prepared.clear();
    readReply(
      await this.send(join([protocol.serialize.query('DEALLOCATE ALL'), protocol.serialize.sync()]), false),
    );
  }

  private async execute(
    sql: string,
    params: readonly unknown[],
    syncToFs: boolean,
  ): Promise<{ statement: Prepared; reply: Reply }> {
    const statement = this.prepared.get(sql) ?? (await this.prepare(sql));
    // Map order is use order: the first key is the least recently used.
    this.prepared.delete(sql);
    this.prepared.set(sql, statement);
    const values = params.map((value, i) => serializeParam(this.pg, statement, value, i));
    const message = values.every(isText)
      ? bindExecuteSync(statement.name, values as (string | null)[])
      : bindExecuteSyncByPglite(statement.name, values);
    return { statement, reply: readReply(await this.send(message, syncToFs)) };
  }

  /** Sends protocol messages and answers the raw reply, read by pg-wire.ts: PGlite's own parser would make an object of every message. */
  private async send(message: Uint8Array, syncToFs: boolean): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    await this.pg.execProtocolRawStream(message, {
      syncToFs,
      onRawData: (chunk) => chunks.push(chunk.slice()),
    });
    return chunks.length === 1 ? chunks[0]! : join(chunks);
  }

  private async prepare(sql: string): Promise<Prepared> {
    const name = `gw_${(this.next += 1)}`;
    const parts: Uint8Array[] = [];
    if (this.prepared.size >= MAX_PREPARED) {
      const [oldest, evicted] = this.prepared.entries().next().value as [string, Prepared];
      this.prepared.delete(oldest);
      parts.push(protocol.serialize.close({ type: 'S', name: evicted.name }));
    }
    parts.push(
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const { messages } = await this.pg.execProtocol(join(parts), { syncToFs: false });
    const described = messages.find((m) => m.name === 'rowDescription') as
      (Message & { fields: { name: string; dataTypeID: number }[] }) | undefined;
    const statement: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      columns: (described?.fields ?? []).map((f) => ({
        name: f.name,
        type: f.dataTypeID,
        parse: this.pg.parsers[f.dataTypeID],
      })),
    };
    this.prepared.set(sql, statement);
    return statement;
  }
}

/** A parameter as PGlite's query() serialises it: by the type PostgreSQL inferred; null for NULL. */
function serializeParam(pg: PGlite, statement: Prepared, value: unknown, i: number): unknown {
  if (value === null || value === undefined) return null;
  const serialize = pg.serializers[statement.paramTypes[i] ?? 0];
  return serialize ? (serialize(value) as unknown) : String(value as string);
}

const isText = (value: unknown): boolean => value === null || typeof value === 'string';

/** A row by column name, each value read by PGlite's parser of its type (as query() does). */
function toRow(statement: Prepared, fields: readonly (string | null)[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < fields.length; i++) {
    const column = statement.columns[i];
    const text = fields[i] ?? null;
    if (column) row[column.name] = text === null || !column.parse ? text : column.parse(text, column.type);
  }
  return row;
}
