import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock, ShiftedClock } from '../../../server/clock';
import { startGateway, type StartedGateway } from '../helpers/start-gateway';

/** POST /_gw/_dev/clock: a test gateway's clock moves forward for a browser journey; no other clock does. */
describe('the development clock endpoint', () => {
  let shifted: StartedGateway<ShiftedClock>;
  let manual: StartedGateway;
  const advance = (url: string, advanceMs: unknown) =>
    fetch(`${url}/_gw/_dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs }),
    });

  beforeAll(async () => {
    shifted = await startGateway({ clock: new ShiftedClock(), seed: false, config: { env: 'test' } });
    manual = await startGateway({ clock: new ManualClock(), seed: false, config: { env: 'test' } });
  });
  afterAll(async () => {
    await shifted?.close();
    await manual?.close();
  });

  it('moves a ShiftedClock forward and answers the new time', async () => {
    const before = Date.now();
    const answer = (await (await advance(shifted.url, 3_600_000)).json()) as {
      code: string;
      data: { now: string };
    };
    expect(answer.code).toBe('0000');
    expect(new Date(answer.data.now).getTime() - before).toBeGreaterThanOrEqual(3_600_000);
    expect(shifted.clock.now().getTime() - Date.now()).toBeGreaterThan(3_590_000);
  });

  it('refuses to move time backwards, and is absent on any other clock', async () => {
    expect((await advance(shifted.url, -1)).status).toBe(400);
    expect((await advance(manual.url, 1000)).status).toBe(404);
  });
});
