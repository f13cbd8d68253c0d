/**
 * The story check of `npm test`: regenerates the product stories, builds Storybook statically, then
 * opens every story once in Chromium on a phone viewport and fails on any console error, page error
 * or story that does not render.
 *
 *   npx tsx stories/scripts/check-stories.ts [--screenshots] [--filter <text>]
 *
 * --no-build reuses storybook-static/; --screenshots saves test-results/stories/<story-id>.png; --filter only opens matching story ids.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { chromiumFlags } from '../../playwright.config.ts';
import { PHONE } from '../../scripts/lib/phone.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'storybook-static');
const args = process.argv.slice(2);
const screenshots = args.includes('--screenshots');
const filterIndex = args.indexOf('--filter');
const filter = filterIndex >= 0 ? (args[filterIndex + 1] ?? '') : '';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

function run(command: string, commandArgs: string[]): void {
  execFileSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
}

function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    // Browsers ask for /favicon.ico on their own; that is not a story's request.
    if (request.url === '/favicon.ico') {
      response.writeHead(204);
      response.end();
      return;
    }
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    stat(file).then(
      (info) => {
        if (!info.isFile()) throw new Error('not a file');
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(response);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

/**
 * Shows a story in the open preview and answers 'rendered', 'error' or why not. The first story is
 * the one the page was opened on; the others are asked for over the preview's channel, and the
 * answer is the channel's event for that story (rendered, errored, threw, missing).
 */
async function showStory(page: Page, storyId: string, alreadyOpening: boolean): Promise<string> {
  const state = await page.evaluate(
    async ({ id, opening, timeout }) => {
      type Channel = {
        on(event: string, listener: (...args: unknown[]) => void): void;
        off(event: string, listener: (...args: unknown[]) => void): void;
        emit(event: string, ...args: unknown[]): void;
      };
      const started = Date.now();
      while (!(window as { __STORYBOOK_ADDONS_CHANNEL__?: Channel }).__STORYBOOK_ADDONS_CHANNEL__) {
        if (Date.now() - started > timeout) return 'no preview channel';
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
        .__STORYBOOK_ADDONS_CHANNEL__;
      const shown = () => {
        const classes = document.body.classList;
        if (classes.contains('sb-show-errordisplay')) return 'error';
        const rootNode = document.querySelector('#storybook-root');
        return classes.contains('sb-show-main') && rootNode && rootNode.childElementCount > 0
          ? 'rendered'
          : '';
      };
      const answer = await new Promise<string>((resolve) => {
        const outcomes: Record<string, (arg?: unknown) => string | undefined> = {
          storyRendered: (arg) => (arg === id ? 'rendered' : undefined),
          storyErrored: () => 'error',
          storyThrewException: (arg) =>
            `threw: ${String((arg as { message?: unknown } | undefined)?.message ?? arg)}`,
          storyMissing: () => 'missing',
        };
        const listeners = Object.entries(outcomes).map(([event, outcome]) => {
          const listener = (arg?: unknown) => {
            const result = outcome(arg);
            if (result) finish(result);
          };
          channel.on(event, listener);
          return [event, listener] as const;
        });
        const timer = setTimeout(() => finish(shown() || 'timeout'), timeout);
        const poll = opening ? setInterval(() => shown() && finish(shown()), 50) : undefined;
        function finish(result: string) {
          clearTimeout(timer);
          if (poll) clearInterval(poll);
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(result);
        }
        if (!opening) channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      });
      if (answer !== 'rendered') return answer;
      // Let fixture promises (premium, reviews) settle and their effects log anything they would.
      await new Promise((resolve) => setTimeout(resolve, 150));
      return shown() || 'empty';
    },
    { id: storyId, opening: alreadyOpening, timeout: 15_000 },
  );
  return state;
}

const errorMessage = async (page: Page) =>
  (
    (await page
      .locator('#error-message')
      .textContent()
      .catch(() => '')) ?? ''
  ).trim();

async function main(): Promise<void> {
  if (!args.includes('--no-build')) {
    run('npx', ['tsx', 'stories/scripts/gen-stories.ts']);
    run('npx', ['storybook', 'build', '--quiet', '-o', outDir]);
  }
  const index = JSON.parse(await readFile(join(outDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && entry.id.includes(filter),
  );
  const server = await serve(outDir);
  const { port } = server.address() as AddressInfo;
  const launch = async () => {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
    const context = await browser.newContext(PHONE);
    return { browser, context };
  };
  const { browser, context } = await launch();
  if (screenshots) await mkdir(join(root, 'test-results', 'stories'), { recursive: true });
  const failures: string[] = [];
  // One page for every story: Storybook's preview switches stories over its channel, as its own
  // manager does, instead of ~180 page loads of the whole preview bundle (most of this step's CPU).
  // Problems are collected for the story on screen; a late one from the story before is still a failure.
  const page = await context.newPage();
  // tsx names the functions inside page.evaluate with its `__name` helper, which the page lacks.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  let problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  try {
    const [first] = stories;
    if (first) await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${first.id}&viewMode=story`);
    for (const [index, story] of stories.entries()) {
      const state = await showStory(page, story.id, index === 0).catch(
        (error: unknown) => `check failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (state !== 'rendered') {
        // Storybook's error display keeps its last text: only an erroring story's is its own.
        const shown = state === 'error' || state.startsWith('threw') ? await errorMessage(page) : '';
        problems.push(`did not render (${state})${shown ? `: ${shown}` : ''}`);
      }
      if (screenshots)
        await page.screenshot({ path: join(root, 'test-results', 'stories', `${story.id}.png`) });
      if (problems.length > 0)
        failures.push(`${story.title} › ${story.name} (${story.id})\n    ${problems.join('\n    ')}`);
      problems = [];
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (failures.length > 0) {
    console.error(
      `\n[stories] ${failures.length} of ${stories.length} stories failed:\n  ${failures.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`[stories] ${stories.length} stories opened in Chromium without console errors`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
