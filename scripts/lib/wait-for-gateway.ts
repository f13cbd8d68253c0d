/**
 * Waits for a gateway someone just started to answer: polls `url` until it answers 2xx. The scripts
 * and journeys that start their own gateway (./spawn-test-gateway.ts) all wait this way, for a state
 * and not for a clock: `timeoutMs` only says when the answer is not coming. Given the gateway's
 * process, it also stops waiting as soon as that process exits (a gateway that failed to start is
 * reported at once, not after the timeout).
 */
import type { ChildProcess } from 'node:child_process';

export interface WaitForGatewayOptions {
  /** How long a start may take before it counts as failed (a loaded 2-core machine is slow). */
  timeoutMs?: number;
  /** The gateway's process: its exit ends the wait with an error. */
  process?: ChildProcess;
  /** How often to ask; a bench that times the start asks more often (default 250 ms). */
  intervalMs?: number;
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

export async function waitForGateway(url: string, options: WaitForGatewayOptions = {}): Promise<void> {
  const { timeoutMs = 120_000, process: child, intervalMs = 250 } = options;
  const until = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (child && child.exitCode !== null)
      throw new Error(`the gateway for ${url} exited (code ${child.exitCode}) before it answered`);
    if (child && child.signalCode !== null)
      throw new Error(`the gateway for ${url} was stopped (${child.signalCode}) before it answered`);
    if (Date.now() > until) throw new Error(`the gateway did not answer at ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
