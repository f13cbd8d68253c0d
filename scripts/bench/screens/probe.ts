/**
 * What `npm run bench:screens` injects into a page before its scripts run (Playwright's
 * addInitScript): a React DevTools global hook that counts commits and the components each commit
 * rendered, and keystroke marks (keydown → the frame after it). Production React talks to this hook
 * as it would to the DevTools extension, so the app's bundle carries nothing for the bench.
 *
 * Self-contained: Playwright serialises the function, so it may not close over anything.
 */
export interface KeystrokeMark {
  /** keydown → after the next frame, ms. */
  ms: number;
  /** React commits between this keydown and the next (or the end of the run). */
  commits: number;
  /** Function, class, forwardRef and memo components those commits rendered. */
  rendered: number;
}

export interface BenchProbe {
  marks: KeystrokeMark[];
  commits: number;
  rendered: number;
  /** Resolves once keystroke `n` has its frame: the bench waits without polling the page (polls cost the page CPU). */
  settled: (n: number) => Promise<void>;
}

export function installProbe(): void {
  interface Fiber {
    tag: number;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  // FunctionComponent, ClassComponent, ForwardRef, MemoComponent, SimpleMemoComponent.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const waiters: { n: number; resolve: () => void }[] = [];
  const wake = () => {
    for (const waiter of [...waiters])
      if (probe.marks[waiter.n] && probe.marks[waiter.n]?.ms !== -1) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
  };
  const probe: BenchProbe = {
    marks: [] as KeystrokeMark[],
    commits: 0,
    rendered: 0,
    settled: (n) =>
      new Promise((resolve) => {
        waiters.push({ n, resolve });
        wake();
      }),
  };
  (window as unknown as { __benchProbe: BenchProbe }).__benchProbe = probe;

  /**
   * Components rendered in the commit that made `fiber` current: a subtree whose child pointer is
   * the previous tree's was not visited (bailed out); a component that ran has PerformedWork (the
   * test React DevTools' profiler uses), a new one has no alternate.
   */
  function countRendered(fiber: Fiber | null): number {
    let count = 0;
    for (let node = fiber; node; node = node.sibling) {
      const previous = node.alternate;
      if (COMPONENT_TAGS.has(node.tag) && (previous === null || (node.flags & PERFORMED_WORK) !== 0))
        count += 1;
      if (previous === null || node.child !== previous.child) count += countRendered(node.child);
    }
    return count;
  }

  let current: KeystrokeMark | null = null;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const rendered = countRendered(root.current);
      probe.commits += 1;
      probe.rendered += rendered;
      if (current) {
        current.commits += 1;
        current.rendered += rendered;
      }
    },
  };

  document.addEventListener(
    'keydown',
    (event) => {
      const mark: KeystrokeMark = { ms: -1, commits: 0, rendered: 0 };
      current = mark;
      probe.marks.push(mark);
      const start = event.timeStamp;
      // rAF runs before the frame is drawn; a task queued from it runs after it.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          mark.ms = performance.now() - start;
          wake();
        };
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}
