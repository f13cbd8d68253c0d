// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { record } from 'rrweb';
import { decompressSync, gzipSync, strToU8 } from 'fflate';
import { PACK_DELAY_MS, SalesRecorder, type RecordFn, type RecordingUpload } from './recorder';
import { loadRecording, peekRecording, saveRecording } from './saved';
import { SAVED_RECORDING_KEY } from './unsent';
import { fflateGzip, nativeGzip, packEvents, packInParts, unpackEvents } from './pack';
import { maskId } from '../../../engine/validators/mask-id';

const realRecord = record as unknown as RecordFn;

function setup(upload: (part: RecordingUpload) => Promise<void> = async () => undefined) {
  const sent: RecordingUpload[] = [];
  const recorder = new SalesRecorder({
    loadRecord: async () => realRecord,
    upload: async (part) => {
      await upload(part);
      sent.push(part);
    },
    storage: window.sessionStorage,
    now: () => 1_700_000_000_000,
    maskId,
  });
  return { recorder, sent };
}

const typeInto = async (text: string, sensitive = false) => {
  const input = document.createElement('input');
  const holder = document.createElement('div');
  // As FieldInput marks the ID number's input (its wrapper carries the attribute).
  if (sensitive) holder.setAttribute('data-sensitive', 'id-number');
  holder.appendChild(input);
  document.body.appendChild(holder);
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((r) => setTimeout(r, 20));
};

afterEach(() => {
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

describe('SalesRecorder (real rrweb in jsdom)', () => {
  it('records the page and uploads the events compressed on finish, under the serial number', async () => {
    const { recorder, sent } = setup();
    expect(await recorder.start('SN1', '19PR979745')).toBe('started');
    expect(await recorder.start('SN1', '19PR979745')).toBe('running');
    await typeInto('张三');
    const count = await recorder.finish();
    expect(count).toBeGreaterThan(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ serialNo: 'SN1', name: '19PR979745', startTime: 1_700_000_000_000 });
    const events = (await unpackEvents(sent[0]!.content)) as { type: number }[];
    expect(events.length).toBe(count);
    // rrweb's meta (4) and full snapshot (2) events are there for the Replayer.
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining([4, 2]));
    expect(window.sessionStorage.getItem(SAVED_RECORDING_KEY)).toBeNull();
  });

  it('keeps an ID number only masked, other inputs as typed (the replay shows no full ID number)', async () => {
    const { recorder, sent } = setup();
    await recorder.start('SN7', 'P1');
    await typeInto('370811198605120260', true);
    await typeInto('张三');
    await recorder.finish();
    const recorded = JSON.stringify(await unpackEvents(sent[0]!.content));
    expect(recorded).not.toContain('370811198605120260');
    expect(recorded).toContain('370***********0260');
    expect(recorded).toContain('张三');
  });

  it('survives a page unload: persist raises the break flag, the next start of the same sale resumes with the saved events', async () => {
    const first = setup();
    await first.recorder.start('SN2', 'P1');
    await typeInto('a');
    const before = first.recorder.eventCount;
    expect(first.recorder.persist()).toBe(true);
    expect(await loadRecording(window.sessionStorage)).toMatchObject({ serialNo: 'SN2', broken: true });

    // A new page load: a new recorder, same sessionStorage.
    const second = setup();
    expect(await second.recorder.start('SN2', 'P1')).toBe('resumed');
    expect(second.recorder.eventCount).toBeGreaterThan(before);
    const total = await second.recorder.finish();
    expect(await unpackEvents(second.sent[0]!.content)).toHaveLength(total);
    expect(total).toBeGreaterThan(before);
  });

  it('uploads a recording broken off by an unload when the flow ends on the next page load', async () => {
    const first = setup();
    await first.recorder.start('SN6', 'P1');
    await typeInto('b');
    first.recorder.persist();
    const next = setup();
    expect(await next.recorder.finish('SN-ORDER6')).toBeGreaterThan(0);
    expect(next.sent.map((p) => p.serialNo)).toEqual(['SN-ORDER6']);
    expect(window.sessionStorage.getItem(SAVED_RECORDING_KEY)).toBeNull();
  });

  it('does not resume another sale and clears on exit without uploading', async () => {
    const first = setup();
    await first.recorder.start('SN3', 'P1');
    first.recorder.persist();
    const second = setup();
    expect(await second.recorder.start('SN4', 'P1')).toBe('started');
    second.recorder.clear();
    expect(await second.recorder.finish()).toBe(0);
    expect(second.sent).toHaveLength(0);
    expect(window.sessionStorage.getItem(SAVED_RECORDING_KEY)).toBeNull();
  });

  it('keeps the events when the upload fails and sends them on the next start (flushUnsent)', async () => {
    const failing = setup(async () => {
      throw new Error('network');
    });
    await failing.recorder.start('SN5', 'P1');
    await expect(failing.recorder.finish('SN-ORDER')).rejects.toThrow('network');
    expect(await loadRecording(window.sessionStorage)).toMatchObject({ serialNo: 'SN-ORDER', unsent: true });
    const next = setup();
    expect(await next.recorder.flushUnsent()).toBeGreaterThan(0);
    expect(next.sent[0]?.serialNo).toBe('SN-ORDER');
    expect(await next.recorder.flushUnsent()).toBe(0);
  });
});

/** What the gateway does with an upload (server/services/op-log, server/growth/recordings.ts): fflate's decompressSync. */
const gatewayEvents = (content: string): unknown[] =>
  JSON.parse(
    new TextDecoder().decode(decompressSync(Uint8Array.from(atob(content), (c) => c.charCodeAt(0)))),
  ) as unknown[];

const waitForPacking = () => new Promise((r) => setTimeout(r, PACK_DELAY_MS + 300));

describe('SalesRecorder: the save on pagehide', () => {
  it('compresses in the background: persist writes the packed parts and only the events since, and a reload resumes all of them', async () => {
    const first = setup();
    await first.recorder.start('SN8', 'P1');
    await typeInto('first field');
    await waitForPacking();
    await typeInto('second field');
    const before = first.recorder.eventCount;
    expect(first.recorder.persist()).toBe(true);
    const stored = peekRecording(window.sessionStorage)!;
    expect(stored.parts.length).toBeGreaterThan(0);
    expect(stored.tail.length).toBeGreaterThan(0);
    expect(stored.tail.length).toBeLessThan(before);
    const saved = (await loadRecording(window.sessionStorage))!;
    expect(saved.events).toHaveLength(before);

    const second = setup();
    expect(await second.recorder.start('SN8', 'P1')).toBe('resumed');
    const total = await second.recorder.finish();
    expect(total).toBeGreaterThan(before);
    const uploaded = second.sent.flatMap((part) => gatewayEvents(part.content));
    expect(uploaded).toHaveLength(total);
    expect(uploaded.slice(0, before)).toEqual(saved.events);
  });

  it('resumes a recording saved before the background packing (one `packed` gzip of every event, fflate)', async () => {
    const events = [
      { type: 4, timestamp: 1, data: { href: 'http://app/#/insure' } },
      { type: 3, timestamp: 2, data: { source: 5, text: '张三' } },
    ];
    const packed = btoa(String.fromCharCode(...gzipSync(strToU8(JSON.stringify(events)))));
    window.sessionStorage.setItem(
      SAVED_RECORDING_KEY,
      JSON.stringify({ serialNo: 'SN9', productCode: 'P1', startTime: 5, broken: true, packed }),
    );
    const next = setup();
    expect(await next.recorder.start('SN9', 'P1')).toBe('resumed');
    expect(next.recorder.eventCount).toBeGreaterThanOrEqual(events.length);
    await next.recorder.finish();
    const uploaded = next.sent.flatMap((part) => gatewayEvents(part.content));
    expect(uploaded.slice(0, 2)).toEqual(events);
    expect(next.sent[0]).toMatchObject({ serialNo: 'SN9', startTime: 5 });
  });

  it('over the storage quota keeps the packed parts without the uncompressed tail', () => {
    const values = new Map<string, string>();
    const small = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (value.length > 500) throw new DOMException('full', 'QuotaExceededError');
        values.set(key, value);
      },
      removeItem: (key: string) => void values.delete(key),
    };
    const head = { serialNo: 'SN10', productCode: 'P1', startTime: 1, broken: true };
    expect(saveRecording(small, head, { packed: ['AAAA'], tail: [{ text: 'x'.repeat(600) }] })).toBe(true);
    expect(peekRecording(small)).toMatchObject({ serialNo: 'SN10', parts: ['AAAA'], tail: [] });
    expect(saveRecording(small, head, { packed: ['A'.repeat(600)], tail: [] })).toBe(false);
    expect(peekRecording(small)).toBeNull();
  });
});

describe('the recording gzip', () => {
  const events = [{ type: 2, timestamp: 3, data: { node: { text: '投保人 Ω 😀' } } }];

  it("is gzip the gateway reads, the browser's own or fflate's where a browser has none", async () => {
    for (const codec of [nativeGzip, fflateGzip])
      expect(gatewayEvents(await packEvents(events, codec))).toEqual(events);
    expect(await unpackEvents(await packEvents(events, fflateGzip), nativeGzip)).toEqual(events);
    expect(await unpackEvents(await packEvents(events, nativeGzip), fflateGzip)).toEqual(events);
  });
});

describe('packInParts', () => {
  it('splits events into uploads under the limit that together hold every event', async () => {
    const events = Array.from({ length: 200 }, (_, i) => ({
      type: 3,
      timestamp: i,
      data: { text: `${i}`.repeat(50) + Math.random() },
    }));
    const parts = await packInParts(events, 4_000);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(4_000);
    expect((await Promise.all(parts.map((p) => unpackEvents(p)))).flat()).toEqual(events);
  });
});
