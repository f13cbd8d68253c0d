/**
 * The checks of the locale walks (issue 16 item 1): which text a screen shows in which language,
 * and how many requests it causes.
 * - en-US: no visible text outside content (`[data-content]`: manifest text, the brokerage's
 *   articles, what the user typed) may contain a CJK character;
 * - zh-CN: no visible text may be Latin-only words (an English string, or a catalogue key, left in
 *   the Chinese UI).
 */
import { expect, type Page, type Request } from '@playwright/test';
import type { Locale } from '../../../engine/messages';

export const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
/** Latin-only text: a word of letters and no CJK (codes such as OD2026… and amounts are fine in Chinese). */
const LATIN_ONLY = /^[^\u3400-\u9fff]*(^|[^A-Za-z0-9])[A-Za-z]{2,}($|[^A-Za-z0-9])[^\u3400-\u9fff]*$/;
/** Latin text the Chinese UI writes on purpose: the brand of the ID type, units and codes. */
const LATIN_ALLOWED = /^(ID|VIP|App|PICC|Android|iOS)$/;

/** Every visible text node and placeholder/aria-label outside content. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element | null) =>
      !!el &&
      !el.closest('[data-content], script, style, [hidden], [aria-hidden="true"]') &&
      el.checkVisibility();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text && shown(node.parentElement)) out.push(text);
    }
    for (const el of document.body.querySelectorAll('[placeholder], [aria-label]'))
      if (shown(el))
        for (const attr of ['placeholder', 'aria-label']) {
          const value = el.getAttribute(attr)?.trim();
          if (value) out.push(`${value} [${attr}]`);
        }
    return out;
  });
}

export async function checkWords(page: Page, locale: Locale, where: string): Promise<void> {
  await page.waitForTimeout(300); // let a toast or dialog finish opening
  const texts = await visibleTexts(page);
  expect(texts.length, `${where}: the page shows text`).toBeGreaterThan(0);
  const wrong =
    locale === 'en-US'
      ? texts.filter((t) => CJK.test(t))
      : texts.filter(
          (t) => LATIN_ONLY.test(t.replace(/ \[(placeholder|aria-label)\]$/, '')) && !LATIN_ALLOWED.test(t),
        );
  expect(wrong, `${where} (${locale}): text in the wrong language`).toEqual([]);
}

/**
 * The gateway calls (`/_gw/…`) a walk causes, by the screen it was on. A phone notices a screen
 * that asks the same thing twice (a refetch loop, a render that re-requests) and a screen that
 * fires many calls (each one a round trip on a slow network), so both are counted per screen.
 */
/** How long no gateway call may be in flight before a screen's calls count as made. */
const SETTLE_QUIET_MS = 500;

export class GatewayCalls {
  private screen = 'start';
  readonly calls: { screen: string; method: string; url: string }[] = [];
  private readonly inFlight = new Set<Request>();
  private lastChange = Date.now();

  constructor(page: Page) {
    const isGateway = (request: Request) => {
      const url = new URL(request.url());
      return url.pathname.startsWith('/_gw/') && !url.pathname.startsWith('/_gw/_dev/');
    };
    const done = (request: Request) => {
      if (this.inFlight.delete(request)) this.lastChange = Date.now();
    };
    page.on('request', (request: Request) => {
      if (!isGateway(request)) return;
      const url = new URL(request.url());
      this.calls.push({ screen: this.screen, method: request.method(), url: url.pathname + url.search });
      this.inFlight.add(request);
      this.lastChange = Date.now();
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /**
   * Resolves once no gateway call has been in flight for a moment: the screen's calls are made. Not
   * the page's network idle, which the page's own files (a replay's images, a poster's fonts) can put
   * off for as long as they load — on a loaded machine, past the test's time.
   */
  async settled(): Promise<void> {
    await expect
      .poll(
        () =>
          this.inFlight.size === 0 && Date.now() - this.lastChange >= SETTLE_QUIET_MS
            ? 'settled'
            : `in flight: ${[...this.inFlight].map((r) => r.url()).join(', ') || 'none, just answered'}`,
        { intervals: [100], timeout: 60_000 },
      )
      .toBe('settled');
  }

  /** Calls from now on belong to this screen. */
  enter(screen: string): void {
    this.screen = screen;
  }

  of(screen: string): { method: string; url: string }[] {
    return this.calls.filter((c) => c.screen === screen);
  }

  /**
   * The screen asked for nothing twice (GETs are reads: the same URL twice is a wasted round trip;
   * the image code, the one-time resubmission token and a serial number are fresh by design) and made at most
   * `most` calls (not counting those whose URL matches `except`).
   */
  expectFrugal(screen: string, most: number, except?: RegExp): void {
    const calls = this.of(screen).filter((c) => !except?.test(c.url));
    const gets = calls
      .filter((c) => c.method === 'GET' && !/kaptcha|resub_token|idg3/.test(c.url))
      .map((c) => c.url);
    const repeated = gets.filter((url, i) => gets.indexOf(url) !== i);
    expect(repeated, `${screen}: the same GET asked again`).toEqual([]);
    expect(
      calls.length,
      `${screen}: ${calls.length} gateway calls (${calls.map((c) => `${c.method} ${c.url}`).join(', ')})`,
    ).toBeLessThanOrEqual(most);
  }

  /** One line per screen for the report: how many calls it made. */
  summary(): string {
    const screens = [...new Set(this.calls.map((c) => c.screen))];
    return screens.map((s) => `${s}: ${this.of(s).length}`).join('; ');
  }
}
