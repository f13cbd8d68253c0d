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
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'storybook-static');
const args = process.argv.slice(2);
const screenshots = args.includes('--screenshots');
const filterIndex = args.indexOf('--filter');
const filter = filterIndex >= 0 ? (args[filterIndex + 1] ?? '') : '';

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
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
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    return { browser, context };
  };
  let { browser, context } = await launch();
  if (screenshots) await mkdir(join(root, 'test-results', 'stories'), { recursive: true });
  const failures: string[] = [];
  try {
    for (const story of stories) {
      if (!browser.isConnected()) ({ browser, context } = await launch());
      const page = await context.newPage();
      const problems: string[] = [];
      try {
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('response', (response) => {
          if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
        });
        await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${story.id}&viewMode=story`);
        const state = await page
          .waitForFunction(
            () => {
              const classes = document.body.classList;
              if (classes.contains('sb-show-errordisplay')) return 'error';
              const rootNode = document.querySelector('#storybook-root');
              return classes.contains('sb-show-main') && rootNode && rootNode.childElementCount > 0
                ? 'rendered'
                : false;
            },
            undefined,
            { timeout: 15_000 },
          )
          .then((handle) => handle.jsonValue())
          .catch(() => 'timeout');
        // Let fixture promises (premium, reviews) settle and their effects log anything they would.
        await page.waitForTimeout(400);
        if (state !== 'rendered')
          problems.push(
            `did not render (${String(state)}): ${
              (await page
                .locator('#error-message')
                .textContent()
                .catch(() => '')) ?? ''
            }`,
          );
        if (screenshots)
          await page.screenshot({ path: join(root, 'test-results', 'stories', `${story.id}.png`) });
      } catch (error) {
        problems.push(`check failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (problems.length > 0)
        failures.push(`${story.title} › ${story.name} (${story.id})\n    ${problems.join('\n    ')}`);
      await page.close().catch(() => {});
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
