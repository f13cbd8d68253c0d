/**
 * Waits for a gateway someone just started to answer: polls `url` until it answers 2xx. The scripts
 * and journeys that start their own gateway (the Lighthouse budget, the route-bytes bench, the
 * fail-soft and release journeys) all wait this way, for a state and not for a clock: `timeoutMs`
 * only says when the answer is not coming. Given the gateway's process, it also stops waiting as soon
 * as that process exits (a gateway that failed to start is reported at once, not after the timeout).
 */
import type { ChildProcess } from 'node:child_process';

export interface WaitForGatewayOptions {
  /** How long a start may take before it counts as failed (a loaded 2-core machine is slow). */
  timeoutMs?: number;
  /** The gateway's process: its exit ends the wait with an error. */
  process?: ChildProcess;
}

const POLL_INTERVAL_MS = 250;

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

export async function waitForGateway(url: string, options: WaitForGatewayOptions = {}): Promise<void> {
  const { timeoutMs = 120_000, process: child } = options;
  const until = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (child && child.exitCode !== null)
      throw new Error(`the gateway for ${url} exited (code ${child.exitCode}) before it answered`);
    if (child && child.signalCode !== null)
      throw new Error(`the gateway for ${url} was stopped (${child.signalCode}) before it answered`);
    if (Date.now() > until) throw new Error(`the gateway did not answer at ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
