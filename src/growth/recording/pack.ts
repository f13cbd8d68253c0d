/**
 * The recording's gzip: the browser's own CompressionStream / DecompressionStream ('gzip': what the
 * gateway's op-log raw/json decompresses). A browser without them (Safari before 16.4, an old
 * messaging-app WebView) loads fflate instead, in its own chunk that no other browser downloads:
 * same gzip bytes, so the upload and the saved recording are the same everywhere.
 */

/** The upload limit of op-log raw/json (contract/op-log/rawJson.ts: content ≤ 2,000,000 base64 characters), with headroom. */
export const MAX_PACKED_CHARS = 1_900_000;

export interface Gzip {
  gzip(bytes: Uint8Array): Promise<Uint8Array>;
  gunzip(bytes: Uint8Array): Promise<Uint8Array>;
}

/** Bytes through a compression or decompression stream (written and read at once: no back-pressure stall). */
async function through(
  stream: CompressionStream | DecompressionStream,
  bytes: Uint8Array,
): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  const written = writer.write(bytes as Uint8Array<ArrayBuffer>).then(() => writer.close());
  written.catch(() => undefined); // a failure surfaces on the readable side
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    length += next.value.length;
  }
  await written;
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export const nativeGzip: Gzip = {
  gzip: (bytes) => through(new CompressionStream('gzip'), bytes),
  gunzip: (bytes) => through(new DecompressionStream('gzip'), bytes),
};

export const fflateGzip: Gzip = {
  gzip: async (bytes) => (await import('fflate')).gzipSync(bytes),
  gunzip: async (bytes) => (await import('fflate')).gunzipSync(bytes),
};

const hasNativeGzip = (): boolean =>
  typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

/** The browser's gzip where it has one, else fflate. */
export const defaultGzip = (): Gzip => (hasNativeGzip() ? nativeGzip : fflateGzip);

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list small.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** Recording events → gzip → base64 (what raw/json takes and the gateway decompresses). */
export async function packEvents(events: readonly unknown[], codec: Gzip = defaultGzip()): Promise<string> {
  return toBase64(await codec.gzip(new TextEncoder().encode(JSON.stringify(events))));
}

export async function unpackEvents(packed: string, codec: Gzip = defaultGzip()): Promise<unknown[]> {
  const parsed: unknown = JSON.parse(new TextDecoder().decode(await codec.gunzip(fromBase64(packed))));
  return Array.isArray(parsed) ? parsed : [];
}

/**
 * The events packed into uploads that each fit the limit: halves until every part fits (the gateway
 * merges the parts of one serial number back into one stream). A single event too large is dropped.
 */
export async function packInParts(
  events: readonly unknown[],
  limit = MAX_PACKED_CHARS,
  codec: Gzip = defaultGzip(),
): Promise<string[]> {
  if (events.length === 0) return [];
  const packed = await packEvents(events, codec);
  if (packed.length <= limit) return [packed];
  if (events.length === 1) return [];
  const half = Math.ceil(events.length / 2);
  return [
    ...(await packInParts(events.slice(0, half), limit, codec)),
    ...(await packInParts(events.slice(half), limit, codec)),
  ];
}
