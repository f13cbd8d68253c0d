/** Time as the gateway sees it. Tests drive time-based transitions with a ManualClock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * A test gateway's clock (NODE_ENV=test, server/main.ts): the system's time moved forward by what
 * a browser journey asked for through the development-only `POST /_gw/_dev/clock`, so a journey can
 * reach a scheduled change or an issuing delay without waiting for it.
 */
export class ShiftedClock implements Clock {
  private shiftMs = 0;
  now(): Date {
    return new Date(Date.now() + this.shiftMs);
  }
  advance(ms: number): void {
    this.shiftMs += ms;
  }
}
