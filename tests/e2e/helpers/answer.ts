import type { Page, Route } from '@playwright/test';

/**
 * The JSON answer of the next request to `url`, read as it passes through the page's route: a
 * response read after the click (waitForResponse) loses its body when the page navigates away
 * first, as a submit that goes on to the payment route does on a loaded machine.
 * Set it up before the action: `const answer = await answerOf(page, URL); await click; await answer.json`.
 */
export async function answerOf<T>(page: Page, url: RegExp): Promise<{ json: Promise<T> }> {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined;
  const json = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  await page.route(
    url,
    async (route: Route) => {
      try {
        const response = await route.fetch();
        const body = (await response.json()) as T;
        // Settled only once the page has its answer: a test that ended while the fulfil was still
        // on its way left Chromium's interception waiting, and the context's teardown hung for
        // the whole test timeout (journey-region-scope, about 1 run in 10).
        await route.fulfill({ response });
        settle?.resolve(body);
      } catch (error) {
        settle?.reject(error);
        throw error;
      }
    },
    { times: 1 },
  );
  return { json };
}
