// One clock for the whole server. Tests inject a fixed or advanced clock; the sandbox can move it
// forward (like a test clock) so expiries can be seen without waiting.
export interface Clock {
  now(): Date
}

/** A clock the sandbox can move forward (POST sandbox/clock/advance). */
export interface MovableClock extends Clock {
  advance(ms: number): void
}

export const isMovable = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).advance === 'function'

export const systemClock: Clock = { now: () => new Date() }

/** A clock that starts at `start` (or now) and moves only when told to. */
export class TestClock implements MovableClock {
  private current: number
  constructor(start: Date = new Date()) {
    this.current = start.getTime()
  }
  now(): Date {
    return new Date(this.current)
  }
  advance(ms: number): void {
    this.current += ms
  }
}

/** The system clock shifted by an offset the sandbox can grow. */
export class SandboxClock implements MovableClock {
  private offsetMs = 0
  now(): Date {
    return new Date(Date.now() + this.offsetMs)
  }
  advance(ms: number): void {
    this.offsetMs += ms
  }
  get offset(): number {
    return this.offsetMs
  }
  /** Takes the offset another process moved to (server/services/sandbox-clock/shared-clock.ts). */
  set offset(ms: number) {
    this.offsetMs = ms
  }
}
