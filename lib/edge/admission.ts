/**
 * How many requests of one kind the server works on at once, and which of the others wait
 * (docs/edge.md, "Admission"; docs/operations.md, "Memory and bursts"). A render holds memory
 * until its last byte is written, so a crawler's thousand connections must not all render
 * together: beyond `limit` they wait in line, first come first served.
 *
 * The line is bound by the wait it promises, not by a fixed time: a request is let in only when
 * the work ahead of it (its place in line, `limit` at a time, each taking as long as recent work
 * took) ends within `maxWaitMs`. Any other is refused at once, so the caller answers 503 with
 * Retry-After in the time it takes to write it, and a request let in is served within about that
 * wait. One still in line at twice `maxWaitMs` (work that took far longer than the estimate) is
 * refused then. `queueLength` is a hard bound on the line whatever the estimate says.
 *
 * A refusal is held a moment before it is answered, the longer the more requests were refused in
 * the last second, at most MAX_HOLD_MS: a shopper refused now and then gets the 503 at once, while
 * a flood of clients that ask again the instant they are refused (and ignore Retry-After) is slowed
 * to a few requests a second each, instead of taking the time the renders need.
 */
export type AdmissionOptions = {
  limit: number;
  queueLength: number;
  /** The longest expected wait a request is let in for. */
  maxWaitMs: number;
  /** What one piece of work is taken to cost before any has been measured. */
  serviceMs?: number;
};

export type Release = () => void;

/** How a request enters: started, refused, or waiting (`leave` gives up its place, as when the visitor goes). */
export type Entry = { kind: 'start'; release: Release } | { kind: 'refuse' } | { kind: 'wait'; granted: Promise<Release | null>; leave: () => void };

/** What happens to a request that arrives now. */
export type Arrival = 'start' | 'wait' | 'refuse';

/** What the line looks like to a request arriving now. */
export type Line = { running: number; waiting: number; serviceMs: number };

/** A new measurement moves the estimate this share of the way: a few slow renders move it, one does not. */
const SMOOTHING = 0.2;
/** A waiter still in line at this many times `maxWaitMs` gives up (the estimate proved short). */
const GIVE_UP_FACTOR = 2;
const FIRST_SERVICE_MS = 100;
/** The longest a refusal is held: with the time to write it, within the half second a refusal may take. */
export const MAX_HOLD_MS = 350;
/** Each this many refusals a second add 1 ms to the hold: 1,400 a second hold for the whole MAX_HOLD_MS. */
const REFUSALS_PER_HOLD_MS = 4;

/** When the request at `place` in line (1 = next) may start: `limit` pieces of work end together, each taking `serviceMs`. */
export const expectedWaitMs = (place: number, limit: number, serviceMs: number): number => Math.ceil(place / limit) * serviceMs;

export function arrive(line: Line, options: AdmissionOptions): Arrival {
  if (line.running < options.limit && line.waiting === 0) return 'start';
  if (line.waiting >= options.queueLength) return 'refuse';
  return expectedWaitMs(line.waiting + 1, options.limit, line.serviceMs) <= options.maxWaitMs ? 'wait' : 'refuse';
}

/** The estimate of one piece of work's time after a new measurement. */
export const nextServiceMs = (estimate: number, measured: number): number => estimate + (measured - estimate) * SMOOTHING;

export const giveUpAfterMs = (options: AdmissionOptions): number => options.maxWaitMs * GIVE_UP_FACTOR;

/** How long a refusal is held before it is answered, from the refusals of the last second. */
export const refusalHoldMs = (refusedLastSecond: number): number => Math.min(MAX_HOLD_MS, Math.floor(refusedLastSecond / REFUSALS_PER_HOLD_MS));

/** Refusals in the current and the previous second: the rate over the last second, read at any moment. */
class RefusalRate {
  #second = 0;
  #current = 0;
  #previous = 0;

  note(now: number) {
    this.#roll(now);
    this.#current++;
  }

  lastSecond(now: number): number {
    this.#roll(now);
    return this.#current + Math.round(this.#previous * (1 - (now % 1000) / 1000));
  }

  #roll(now: number) {
    const second = Math.floor(now / 1000);
    if (second === this.#second) return;
    this.#previous = second === this.#second + 1 ? this.#current : 0;
    this.#current = 0;
    this.#second = second;
  }
}

type Waiter = { grant: (release: Release | null) => void; timer: ReturnType<typeof setTimeout>; tag: string };

export class Admission {
  #running = 0;
  #serviceMs: number;
  readonly #line: Waiter[] = [];
  readonly #refusals = new RefusalRate();

  constructor(readonly options: AdmissionOptions) {
    this.#serviceMs = options.serviceMs ?? FIRST_SERVICE_MS;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#line.length;
  }

  get serviceMs(): number {
    return this.#serviceMs;
  }

  /** The Retry-After of a refusal: the longest wait the line promises, in whole seconds. */
  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.options.maxWaitMs / 1000));
  }

  /** How long the next refusal is held before it is answered. */
  get holdMs(): number {
    return refusalHoldMs(this.#refusals.lastSecond(Date.now()));
  }

  /**
   * Starts the request, refuses it, or puts it in line. A waiter is granted a release, or null
   * when it is refused later; one whose visitor leaves (`leave`, as the answer closes) gives up
   * its place at once: a crawler that times out and reconnects must not leave its old request
   * holding a place. `tag` names the request for `refuseWaiting`.
   */
  enter(tag = ''): Entry {
    const arrival = arrive({ running: this.#running, waiting: this.#line.length, serviceMs: this.#serviceMs }, this.options);
    if (arrival === 'start') return { kind: 'start', release: this.#start() };
    if (arrival === 'refuse') {
      this.#refusals.note(Date.now());
      return { kind: 'refuse' };
    }
    let leave = () => {};
    const granted = new Promise<Release | null>((grant) => {
      const waiter: Waiter = {
        grant: (release) => {
          clearTimeout(waiter.timer);
          if (!release) this.#refusals.note(Date.now());
          grant(release);
        },
        timer: setTimeout(() => this.#remove(waiter) && waiter.grant(null), giveUpAfterMs(this.options)),
        tag,
      };
      leave = () => {
        if (!this.#remove(waiter)) return;
        clearTimeout(waiter.timer);
        grant(null);
      };
      this.#line.push(waiter);
    });
    return { kind: 'wait', granted, leave };
  }

  /** Refuses at once every waiter whose tag `refused` picks; answers how many. */
  refuseWaiting(refused: (tag: string) => boolean): number {
    const leaving = this.#line.filter((waiter) => refused(waiter.tag));
    for (const waiter of leaving) {
      this.#remove(waiter);
      waiter.grant(null);
    }
    return leaving.length;
  }

  #remove(waiter: Waiter): boolean {
    const place = this.#line.indexOf(waiter);
    if (place === -1) return false;
    this.#line.splice(place, 1);
    return true;
  }

  #start(): Release {
    this.#running++;
    const began = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#running--;
      this.#serviceMs = nextServiceMs(this.#serviceMs, performance.now() - began);
      this.#line.shift()?.grant(this.#start());
    };
  }
}
