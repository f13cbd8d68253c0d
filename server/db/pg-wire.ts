import { protocol } from '@electric-sql/pglite';

/**
 * The two PostgreSQL wire-protocol messages on the gateway's hot path, encoded and read here
 * instead of through PGlite's protocol writer and parser (PgliteStatements is the only user).
 *
 * Why: on PGlite every statement's bytes are built and read in the gateway's own thread, and
 * PGlite's writer and parser (its bundle's private fields, a JavaScript UTF-8 length loop, an
 * object per message) took ~10 % of that thread's time under a submitOrder load: more than all the
 * zod validation of a submit. Here a Bind + Execute + Sync is one Buffer sized up front, and the
 * reply is read for its DataRow fields and command tag only. Anything unusual goes back to PGlite's own code: a
 * value that is not text (bytes) is encoded by PGlite's writer, and a reply carrying an
 * ErrorResponse is read by PGlite's parser, so errors are PGlite's own DatabaseError.
 */

/**
 * The PGlite release whose internals this file, pglite-statements.ts and pglite.ts were checked
 * against (package.json pins it exactly). What they rely on, beyond PGlite's documented query API:
 * `protocol.serialize.*`, `protocol.Parser`, `protocol.messages.DatabaseError`,
 * `parse.parseDescribeStatementResults`, `execProtocolRawStream` (raw reply chunks that are views
 * into WASM memory), `_runExclusiveTransaction` beside `runExclusive` (two separate locks), the
 * `parsers`/`serializers` maps and `defaultStartParams`. tests/server/platform/pglite-pin.test.ts
 * fails on any other installed version, naming these.
 */
export const PGLITE_CHECKED_VERSION = '0.5.16';

const EXECUTE_AND_SYNC = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

/**
 * Bind (text parameters, text results) of the named statement to the unnamed portal, then Execute
 * and Sync, as one buffer. `values` are the serialised parameters: text, or null for NULL.
 */
export function bindExecuteSync(statement: string, values: readonly (string | null)[]): Uint8Array {
  // 'B' + length + portal "\0" + statement "\0" + 0 format codes + count + (length + bytes)… + 0 result formats
  let bindLength = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + 2;
  const lengths = values.map((value) => {
    const length = value === null ? -1 : Buffer.byteLength(value);
    bindLength += 4 + Math.max(length, 0);
    return length;
  });
  const out = Buffer.allocUnsafe(1 + bindLength + EXECUTE_AND_SYNC.length);
  let at = out.write('B', 0, 'latin1');
  at = out.writeInt32BE(bindLength, at);
  out[at++] = 0;
  at += out.write(statement, at);
  out[at++] = 0;
  at = out.writeInt16BE(0, at);
  at = out.writeInt16BE(values.length, at);
  values.forEach((value, i) => {
    const length = lengths[i] ?? -1;
    at = out.writeInt32BE(length, at);
    if (value !== null) at += out.write(value, at);
  });
  at = out.writeInt16BE(0, at);
  EXECUTE_AND_SYNC.copy(out, at);
  return out;
}

/** Encodes with PGlite's own writer: for a statement with a parameter that is not text. */
export function bindExecuteSyncByPglite(statement: string, values: readonly unknown[]): Uint8Array {
  return join([
    protocol.serialize.bind({ statement, values: values as never[] }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ]);
}

/** Protocol messages (or a reply's chunks) as one buffer. */
export function join(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'
const COMMAND_COMPLETE = 0x43; // 'C'

/** What a reply carried: its rows' fields as text (null for NULL) and the last command's tag. */
export interface Reply {
  rows: (string | null)[][];
  /** The CommandComplete tag of the last statement, e.g. 'INSERT 0 1' or 'COMMIT' ('' when none). */
  command: string;
}

/**
 * Reads a reply for its DataRow fields and its command tag; throws the reply's error as PGlite's
 * DatabaseError when it carries an ErrorResponse.
 */
export function readReply(reply: Uint8Array): Reply {
  const bytes = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength);
  const rows: (string | null)[][] = [];
  let command = '';
  for (let at = 0; at + 5 <= bytes.length;) {
    const type = bytes[at];
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (type === ERROR_RESPONSE) throw databaseError(reply);
    if (type === DATA_ROW) rows.push(dataRowFields(bytes, at + 5));
    // the tag is a C string filling the message
    if (type === COMMAND_COMPLETE) command = bytes.toString('utf8', at + 5, end - 1);
    at = end;
  }
  return { rows, command };
}

function dataRowFields(bytes: Buffer, at: number): (string | null)[] {
  const count = bytes.readInt16BE(at);
  const fields: (string | null)[] = new Array<string | null>(count);
  let field = at + 2;
  for (let i = 0; i < count; i++) {
    const length = bytes.readInt32BE(field);
    field += 4;
    if (length < 0) {
      fields[i] = null;
    } else {
      fields[i] = bytes.toString('utf8', field, field + length);
      field += length;
    }
  }
  return fields;
}

function databaseError(reply: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(reply, (message) => {
    if (!error && message instanceof protocol.messages.DatabaseError) error = message;
  });
  return error ?? new Error('PostgreSQL answered with an error the parser could not read');
}
