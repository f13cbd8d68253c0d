/**
 * One round on one screen: a fresh phone-size browser context at 4× CPU, the insure screen loaded,
 * three insured persons, then 20 keystrokes into the third person's name field (once touched, so
 * every keystroke validates live). Returns what the probe (probe.ts) saw.
 */
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { installProbe, type BenchProbe, type KeystrokeMark } from './probe';
import { PHONE } from '../../lib/phone.ts';
import { documentInlineScripts } from '../inline-scripts.ts';

export interface RoundResult {
  /** nav start → the form's first enabled input, ms */
  startMs: number;
  /**
   * The page's main-thread CPU time (Chromium's ThreadTime) up to the first enabled input, ms: the
   * start's work without the machine's waiting, steadier than startMs on a loaded machine.
   */
  startCpuMs: number;
  /**
   * nav start → the whole form drawn, ms: ours draws the parts below the first view just after it
   * (`aria-busy` on the screen until then); the baseline draws everything at once.
   */
  drawnMs: number;
  /**
   * JS the page loaded (encoded body bytes: brotli from the gateway, as a phone gets it) and in how
   * many files; with the document's inline scripts (ours: the boot script) at their own brotli size.
   */
  jsBytes: number;
  jsFiles: number;
  /** the product's data the app fetched as JSON: card and the product's model (data, not JS; the baseline has its form in its JS) */
  manifestBytes: number;
  marks: KeystrokeMark[];
  /**
   * Main-thread CPU time (Chromium's ThreadTime, not wall time) from the first keystroke to the end
   * of the typing, per keystroke: what the page spent, fair on a loaded machine where wall time is not.
   */
  cpuMsPerKey: number;
}

export interface RoundOptions {
  /** Where to keep a screenshot after the first keystroke, with its live message. */
  screenshot?: string | undefined;
  /** Where to write a V8 CPU profile of the typing (open it in Chrome DevTools' Performance panel). */
  cpuProfile?: string | undefined;
  /** Where to write a Chromium trace of the typing (style, layout, paint, GC beside the script). */
  trace?: string | undefined;
}

async function threadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;
}

/** A fresh phone-size context at the CPU rate, its page and a CDP session for the thread's CPU time. */
async function throttledPage(browser: Browser, cpuRate: number) {
  const context = await browser.newContext(PHONE);
  // tsx names functions through an `__name` helper that the page does not have.
  await context.addInitScript({ content: `var __name = (f) => f; (${installProbe.toString()})();` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Performance.enable');
  return { context, page, cdp };
}

/** The insure screen's first enabled input: where a parent can start typing. */
const FIRST_INPUT = '[data-testid="insure-screen"] input:not([disabled])';

/** Loads the screen and waits for `ready` (its first enabled input): nav start → then, wall and main-thread CPU. */
async function loadToFirstInput(
  page: Page,
  cdp: CDPSession,
  url: string,
  ready = FIRST_INPUT,
): Promise<{ startMs: number; startCpuMs: number }> {
  await page.goto(url);
  await page.waitForFunction((selector) => document.querySelector(selector) !== null, ready, {
    timeout: 120_000,
    polling: 16,
  });
  const startMs = await page.evaluate(() => performance.now());
  return { startMs, startCpuMs: await threadTime(cdp) };
}

/** A network to emulate (Chromium's, per request): latency in ms, throughput in bytes per second. */
export interface NetworkConditions {
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

/** Lighthouse's "slow 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up). */
export const SLOW_4G: NetworkConditions = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * A load only, for the start's paired rounds (run.ts, ab-start.ts): a page's start varies by ±100 ms
 * from load to load on a 2-core machine, so the ratio wants more loads than the typing rounds give.
 */
export async function measureStart(
  browser: Browser,
  url: string,
  cpuRate: number,
  { network, ready }: { network?: NetworkConditions | undefined; ready?: string | undefined } = {},
): Promise<{ startMs: number; startCpuMs: number }> {
  const { context, page, cdp } = await throttledPage(browser, cpuRate);
  try {
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    }
    return await loadToFirstInput(page, cdp, url, ready);
  } finally {
    await context.close();
  }
}

export const TEXT = 'abcdefghijklmnopqrst';
const GAP_MS = 150;

export async function measureRound(
  browser: Browser,
  url: string,
  cpuRate: number,
  { screenshot, cpuProfile, trace }: RoundOptions = {},
): Promise<RoundResult> {
  const { context, page, cdp } = await throttledPage(browser, cpuRate);
  try {
    const { startMs, startCpuMs } = await loadToFirstInput(page, cdp, url);
    // What had arrived by the first input (a file the page asks for a moment later is not counted).
    const bodies = (pattern: string) =>
      page.evaluate(
        ([source, until]) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(source).test(entry.name))
            .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= until)
            .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
        [pattern, startMs] as const,
      );
    const js = await bodies('\\.m?js(\\?|$)');
    // A script inline in the document arrives with it: counted as JS all the same.
    const inlineBytes = (await documentInlineScripts(page)).map(
      (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    );
    const manifests = await bodies('/(assets/products/.*|catalogue/[A-Za-z0-9]+)\\.json(\\?|$)');
    // Then the rest of the form (the bytes above are those before the first input only).
    await page.waitForFunction(
      () => document.querySelector('[data-testid="insure-screen"]:not([aria-busy="true"])') !== null,
      undefined,
      { timeout: 120_000, polling: 16 },
    );
    const drawnMs = await page.evaluate(() => performance.now());

    const add = page.getByRole('button', { name: '添加被保险人' });
    for (const index of [2, 3]) {
      await add.click();
      await page.getByRole('region', { name: `被保险人${index}` }).waitFor();
    }
    const field = page.getByRole('region', { name: '被保险人3' }).getByRole('textbox', { name: '学生姓名' });
    await field.scrollIntoViewIfNeeded();
    // Touched once (mode onTouched): from now on each keystroke runs the live validation.
    await field.focus();
    await field.blur();
    await field.focus();
    // The premium for three insured has come back (ours; the baseline asks for none): typing is measured alone.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="premium"][aria-busy="true"]') === null,
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      (window as unknown as { __benchProbe: BenchProbe }).__benchProbe.marks.length = 0;
    });
    if (cpuProfile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await cdp.send('HeapProfiler.enable');
      await cdp.send('HeapProfiler.startSampling', {
        samplingInterval: 4096,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
    }
    if (trace)
      await browser.startTracing(page, {
        path: trace,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink'],
      });
    const cpuBefore = await threadTime(cdp);
    for (let i = 0; i < TEXT.length; i += 1) {
      await page.keyboard.press(TEXT[i] as string);
      await page.evaluate(
        (n) => (window as unknown as { __benchProbe: BenchProbe }).__benchProbe.settled(n),
        i,
      );
      // After the first keystroke: the one-letter name with its live message.
      if (screenshot && i === 0) await page.screenshot({ path: screenshot });
      await page.waitForTimeout(GAP_MS);
    }
    await page.waitForTimeout(600);
    const cpuMsPerKey = ((await threadTime(cdp)) - cpuBefore) / TEXT.length;
    if (trace) await browser.stopTracing();
    if (cpuProfile) {
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
      writeFileSync(cpuProfile, JSON.stringify(profile));
      // What the typing allocated (sampled), by the allocating stack: the garbage collector's work.
      const { profile: heap } = (await cdp.send('HeapProfiler.stopSampling')) as { profile: unknown };
      writeFileSync(cpuProfile.replace(/\.cpuprofile$/, '.heapprofile'), JSON.stringify(heap));
    }
    const value = await field.inputValue();
    if (value !== TEXT) throw new Error(`typed "${TEXT}" but the field holds "${value}" (${url})`);
    const marks = await page.evaluate(
      () => (window as unknown as { __benchProbe: BenchProbe }).__benchProbe.marks,
    );
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    return {
      startMs,
      startCpuMs,
      drawnMs,
      jsBytes: sum(js) + sum(inlineBytes),
      jsFiles: js.length,
      manifestBytes: sum(manifests),
      marks,
      cpuMsPerKey,
    };
  } finally {
    await context.close();
  }
}
