import { packEvents, packInParts } from './pack';
import { clearRecording, loadRecording, peekRecording, saveRecording, type SavedHead } from './saved';

/**
 * How long after an event the events not yet compressed are packed in the background: what a
 * pagehide writes uncompressed is at most about this much recording (and what is being packed).
 */
export const PACK_DELAY_MS = 1_000;

/** rrweb's record(): starts recording the page, emitting events; answers a stop function. */
export type RecordFn = (options: {
  emit: (event: unknown) => void;
  maskAllInputs?: boolean;
  maskInputOptions?: Record<string, boolean>;
  maskInputFn?: (text: string, element: HTMLElement) => string;
  sampling?: { input?: 'all' | 'last' };
}) => (() => void) | undefined;

/** Marks an input whose value a recording keeps only masked (an ID number: spec §5 masking). */
export const SENSITIVE_ATTRIBUTE = 'data-sensitive';

/**
 * What the recording keeps of an input's value: passwords as stars, an ID number (an input inside an
 * element carrying SENSITIVE_ATTRIBUTE) masked like everywhere it is shown, anything else as typed —
 * the replay is for checking what the buyer saw, and staff see no full ID number there either.
 */
export function recordedInputValue(
  text: string,
  element: HTMLElement,
  mask: (value: string) => string,
): string {
  if ((element as HTMLInputElement).type === 'password') return '*'.repeat(text.length);
  return element.closest(`[${SENSITIVE_ATTRIBUTE}]`) ? mask(text) : text;
}

export interface RecordingUpload {
  serialNo: string;
  name: string;
  startTime: number;
  content: string;
}

export interface RecorderDeps {
  /** Loads rrweb's record (a dynamic import: rrweb never goes into the entry chunk). */
  loadRecord: () => Promise<RecordFn>;
  /** op-log raw/json. */
  upload: (part: RecordingUpload) => Promise<void>;
  /** sessionStorage (null when the browser refuses it: nothing survives an unload then). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now: () => number;
  /** How an ID number is masked where it is shown (the engine's maskId). */
  maskId: (value: string) => string;
}

interface Session {
  serialNo: string;
  productCode: string;
  startTime: number;
  events: unknown[];
  stop: (() => void) | undefined;
  /** the first `packedCount` events, compressed in the background (packEvents' parts, in order) */
  packed: string[];
  packedCount: number;
  /** a background packing is scheduled or running */
  packing: boolean;
}

export type StartResult = 'started' | 'resumed' | 'running';

/**
 * The sales-process recording (spec §4 screen recording): starts when a purchase flow starts, stops
 * and uploads compressed on finish, is cleared on exit, and survives a page unload — persist() (on
 * pagehide) saves the events with a break flag; the next start() of the same serial number picks
 * them up and records on (rrweb takes a new full snapshot, so the replay continues seamlessly).
 *
 * The browser's gzip is asynchronous (CompressionStream) and pagehide leaves no time to wait for
 * it, so the events are compressed as they come, in the background (PACK_DELAY_MS after an event):
 * persist() writes, synchronously, the parts already compressed and the few events since as they are.
 */
export class SalesRecorder {
  private session: Session | null = null;
  private starting: Promise<StartResult> | null = null;

  constructor(private readonly deps: RecorderDeps) {}

  get serialNo(): string | undefined {
    return this.session?.serialNo;
  }

  get eventCount(): number {
    return this.session?.events.length ?? 0;
  }

  start(serialNo: string, productCode: string): Promise<StartResult> {
    if (this.session?.serialNo === serialNo) return Promise.resolve('running');
    this.starting ??= this.begin(serialNo, productCode).finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async begin(serialNo: string, productCode: string): Promise<StartResult> {
    if (this.session) this.clear();
    const head = this.deps.storage ? peekRecording(this.deps.storage) : null;
    const saved =
      head?.serialNo === serialNo && head.broken && this.deps.storage
        ? await loadRecording(this.deps.storage)
        : null;
    const resumed = saved !== null;
    // A stale recording of another sale goes; an unsent finished one waits for flushUnsent.
    if (!resumed && head && !head.unsent && this.deps.storage) clearRecording(this.deps.storage);
    const session: Session = {
      serialNo,
      productCode,
      startTime: resumed ? saved.startTime : this.deps.now(),
      events: resumed ? [...saved.events] : [],
      stop: undefined,
      packed: resumed ? [...saved.packed] : [],
      packedCount: resumed ? saved.packedCount : 0,
      packing: false,
    };
    this.session = session;
    this.schedulePacking(session);
    const record = await this.deps.loadRecord();
    // Cleared (exit) while rrweb was loading: do not start.
    if (this.session !== session) return 'started';
    session.stop = record({
      emit: (event) => {
        session.events.push(event);
        this.schedulePacking(session);
      },
      // Every input passes through recordedInputValue, which masks the sensitive ones.
      maskInputOptions: { input: true, password: true },
      maskInputFn: (text, element) => recordedInputValue(text, element, this.deps.maskId),
      // An input's value is recorded when it changes (the buyer leaves the field), not on every
      // keystroke: rrweb's input handler ran on the keystroke's path (bench:screens). The replay
      // shows each field as it was left; the insure screen leaves the focused field on 下一步.
      sampling: { input: 'last' },
    });
    return resumed ? 'resumed' : 'started';
  }

  /** Packs the events not yet compressed, PACK_DELAY_MS from now (one packing at a time, in order). */
  private schedulePacking(s: Session): void {
    if (s.packing || s.events.length === s.packedCount) return;
    s.packing = true;
    setTimeout(() => {
      if (this.session !== s) return; // finished or cleared meanwhile
      const upTo = s.events.length;
      void packEvents(s.events.slice(s.packedCount, upTo))
        .then(
          (part) => {
            s.packed.push(part);
            s.packedCount = upTo;
            return true;
          },
          () => false, // left as they are (saved so): the next event tries again
        )
        .then((packed) => {
          s.packing = false;
          if (packed && this.session === s) this.schedulePacking(s);
        });
    }, PACK_DELAY_MS);
  }

  /** What a save writes of a session: its compressed parts and the events since. */
  private static savedEvents(s: Session) {
    return { packed: s.packed, tail: s.events.slice(s.packedCount) };
  }

  private static head(
    s: Session,
    flags: Pick<SavedHead, 'broken' | 'unsent'>,
    serialNo = s.serialNo,
  ): SavedHead {
    return { serialNo, productCode: s.productCode, startTime: s.startTime, ...flags };
  }

  /** The page is going away (pagehide): keep the events and raise the break flag. Synchronous. */
  persist(): boolean {
    const s = this.session;
    if (!s || !this.deps.storage) return false;
    return saveRecording(
      this.deps.storage,
      SalesRecorder.head(s, { broken: true }),
      SalesRecorder.savedEvents(s),
    );
  }

  /**
   * The flow finished (order submitted): stop, upload compressed, forget. `serialNo` overrides the
   * serial number the parts are filed under (the order's own, when it differs). Answers the events sent.
   */
  async finish(serialNo?: string): Promise<number> {
    if (this.starting) await this.starting;
    const s = this.session ?? (await this.savedSession());
    if (!s) return 0;
    s.stop?.();
    this.session = null;
    const target = serialNo ?? s.serialNo;
    try {
      const sent = await this.send(target, s.productCode, s.startTime, s.events);
      if (this.deps.storage) clearRecording(this.deps.storage);
      return sent;
    } catch (error) {
      // Nothing is lost: keep the events for the next start of the app (flushUnsent).
      if (this.deps.storage)
        saveRecording(
          this.deps.storage,
          SalesRecorder.head(s, { broken: false, unsent: true }, target),
          SalesRecorder.savedEvents(s),
        );
      throw error;
    }
  }

  /** A finished recording whose upload failed earlier: send it now. Answers the events sent. */
  async flushUnsent(): Promise<number> {
    if (!this.deps.storage || !peekRecording(this.deps.storage)?.unsent) return 0;
    const saved = await loadRecording(this.deps.storage);
    if (!saved) return 0;
    const sent = await this.send(saved.serialNo, saved.productCode, saved.startTime, saved.events);
    clearRecording(this.deps.storage);
    return sent;
  }

  private async send(serialNo: string, name: string, startTime: number, events: unknown[]): Promise<number> {
    const parts = await packInParts(events);
    for (const content of parts) await this.deps.upload({ serialNo, name, startTime, content });
    return parts.length > 0 ? events.length : 0;
  }

  /** A recording broken off by a page unload (the flow then ended on the next page load). */
  private async savedSession(): Promise<Session | null> {
    if (!this.deps.storage || !peekRecording(this.deps.storage)?.broken) return null;
    const saved = await loadRecording(this.deps.storage);
    if (!saved) return null;
    return {
      serialNo: saved.serialNo,
      productCode: saved.productCode,
      startTime: saved.startTime,
      events: saved.events,
      stop: undefined,
      packed: saved.packed,
      packedCount: saved.packedCount,
      packing: false,
    };
  }

  /** The buyer left the flow without an order: stop and throw the recording away. */
  clear(): void {
    this.session?.stop?.();
    this.session = null;
    // A finished recording waiting for its upload is not this flow's to throw away.
    if (this.deps.storage && !peekRecording(this.deps.storage)?.unsent) clearRecording(this.deps.storage);
  }
}
