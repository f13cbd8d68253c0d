/**
 * Starts the gateway in a child process for a script or test that needs one of its own (the
 * Lighthouse budget, the route-bytes and gateway benches, the fail-soft and release journeys, the
 * crash and production-settings gateway tests); wait for it with ./wait-for-gateway.ts.
 *
 * The gateway never outlives whoever started it. It runs in a process group of its own (with the
 * database child of a first start), and the whole group is stopped by `stop()`, by this process
 * exiting, or by this process being stopped with SIGTERM, SIGINT or SIGHUP: a SIGTERM'd Playwright
 * used to leave its journeys' gateways running. A parent killed outright runs no hook at all: for
 * that the gateway watches its IPC channel to us and stops itself when it closes (./stop-with-parent.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const stopWithParent = pathToFileURL(fileURLToPath(new URL('./stop-with-parent.mjs', import.meta.url))).href;

export interface TestGatewayOptions {
  /** 0 lets the system pick a free port (the banner in `output()` names it). */
  port: number;
  /**
   * Settings over the defaults: loopback, a fresh in-memory PGlite (DATA_DIR=:memory:, DATABASE_URL
   * empty, so a DATABASE_URL exported for the PostgreSQL tests is not picked up) and NODE_ENV=test.
   */
  env?: Record<string, string>;
  /** Node's arguments that run the gateway; by default the TypeScript loader and server/main.ts. */
  command?: string[];
  /** Also copy the gateway's stderr to ours as it comes (a bench that shows errors live). */
  showErrors?: boolean;
}

export interface TestGateway {
  child: ChildProcess;
  /** Everything the gateway printed so far: its banner, log lines and errors. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) once the gateway has exited and its output is read. */
  exited: Promise<number | null>;
  /** SIGTERM to the group (the gateway's shutdown hook closes its database); resolves once it has exited. */
  stop(): Promise<void>;
  /** SIGKILL to the group, as a crash: no shutdown hook runs, open transactions are cut off. */
  crash(): Promise<void>;
}

const running = new Set<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group has gone already
  }
}

let hooked = false;
/** Once per process: every gateway still running goes when this process exits or is told to stop. */
function stopAllWithThisProcess(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => running.forEach((child) => signalGroup(child, 'SIGTERM')));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      running.forEach((child) => signalGroup(child, 'SIGTERM'));
      process.off(signal, onSignal);
      // Then the signal does what it did before this listener: with no other listener, end the process.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

export function spawnTestGateway(options: TestGatewayOptions): TestGateway {
  stopAllWithThisProcess();
  const command = options.command ?? ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, ['--import', stopWithParent, ...command], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      DATABASE_URL: '',
      NODE_ENV: 'test',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  // The channel is the gateway's way to notice we are gone; it must not keep this process alive.
  child.channel?.unref();
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (options.showErrors) process.stderr.write(chunk);
  });
  // 'close', not 'exit': by then everything it printed has been read.
  const exited = new Promise<number | null>((done) =>
    child.once('close', (code) => {
      running.delete(child);
      done(code);
    }),
  );
  return {
    child,
    output: () => output,
    exited,
    async stop() {
      signalGroup(child, 'SIGTERM');
      await exited;
    },
    async crash() {
      signalGroup(child, 'SIGKILL');
      await exited;
    },
  };
}
