/**
 * Preloaded (`node --import`) into a test gateway: when whoever started it is gone, however it went
 * (SIGKILL included, when none of its exit hooks ran), the gateway stops its own process group —
 * SIGTERM, so its shutdown hook closes the database, then SIGKILL if anything lingers. Plain
 * JavaScript: it must load before (or without) the TypeScript loader. Two ways to notice:
 *
 * - spawnTestGateway's gateways: the IPC channel between them closes. The gateway leads its group.
 * - Playwright's webServer gateways (STOP_WITH_STDIN=1, playwright.config.ts): Playwright keeps a
 *   pipe to the command's stdin open for as long as the runner lives; its end means the runner has
 *   gone (a SIGTERM'd runner does not stop its webServers: they run in a group of their own, out of
 *   reach of whoever stopped the runner). Its group is led by the shell Playwright started the
 *   command in: the group of this process is stopped (kill 0).
 *
 * The variable is taken out of the environment here, so that a process this one starts (the
 * gateway's first-start child inherits Node's flags) does not read its own stdin's end as the
 * runner's; a process without the channel or the variable is left alone.
 */
import process from 'node:process';
import { setTimeout } from 'node:timers';

const GRACE_MS = 10_000;

/** Stops the process group `group` names (`-pid`, or 0 for this process's own group). */
function stopGroup(group) {
  const signalGroup = (signal) => {
    try {
      process.kill(group, signal);
    } catch {
      // the group has gone already
    }
  };
  setTimeout(() => signalGroup('SIGKILL'), GRACE_MS).unref();
  signalGroup('SIGTERM');
}

const watchStdin = process.env.STOP_WITH_STDIN === '1';
delete process.env.STOP_WITH_STDIN;

if (process.channel) {
  // The channel only watches: it must not keep the gateway alive.
  process.channel.unref();
  process.once('disconnect', () => stopGroup(-process.pid));
} else if (watchStdin) {
  // Nothing is ever written to it: the runner only holds it open. Reading must not keep the gateway alive.
  process.stdin.on('data', () => undefined);
  process.stdin.once('end', () => stopGroup(0));
  process.stdin.once('error', () => stopGroup(0));
  process.stdin.unref?.();
}
