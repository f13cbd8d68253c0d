/**
 * Preloaded (`node --import`) into a gateway that spawnTestGateway started: when the process that
 * started it is gone, however it went (SIGKILL included, when none of its exit hooks ran), the IPC
 * channel between them closes and the gateway stops its own process group — SIGTERM, so its
 * shutdown hook closes the database, then SIGKILL if anything lingers. Plain JavaScript: it must
 * load before (or without) the TypeScript loader. A process without that channel (the gateway's
 * first-start child inherits Node's flags) is left alone.
 */
import process from 'node:process';
import { setTimeout } from 'node:timers';

const GRACE_MS = 10_000;

if (process.channel) {
  // The channel only watches: it must not keep the gateway alive.
  process.channel.unref();
  process.once('disconnect', () => {
    const signalGroup = (signal) => {
      try {
        process.kill(-process.pid, signal);
      } catch {
        // the group has gone already
      }
    };
    setTimeout(() => signalGroup('SIGKILL'), GRACE_MS).unref();
    signalGroup('SIGTERM');
  });
}
