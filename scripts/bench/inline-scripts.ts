import type { Page } from 'playwright-core';

/**
 * The text of the page's inline scripts (ours: the boot script, scripts/build/route-preload.ts):
 * they arrive with the document, so the benches count them as JS beside the files it fetched.
 */
export const documentInlineScripts = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...document.scripts].filter((script) => !script.src).map((script) => script.text));
