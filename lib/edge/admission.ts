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

/** What happens to a request that arrives now. */
export type Arrival = 'start' | 'wait' | 'refuse';

/** What the line looks like to a request arriving now. */
export type Line = { running: number; waiting: number; serviceMs: number };

/** A new measurement moves the estimate this share of the way: a few slow renders move it, one does not. */
const SMOOTHING = 0.2;
/** A waiter still in line at this many times `maxWaitMs` gives up (the estimate proved short). */
const GIVE_UP_FACTOR = 2;
const FIRST_SERVICE_MS = 100;

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

type Waiter = { grant: (release: Release | null) => void; timer: ReturnType<typeof setTimeout>; tag: string };

export class Admission {
  #running = 0;
  #serviceMs: number;
  readonly #line: Waiter[] = [];

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

  /**
   * A release to call once the work is done, or null when the request is refused. A visitor
   * who leaves while waiting (`gone` aborts) gives up their place in line at once: a crawler
   * that times out and reconnects must not leave its old request holding a place. `tag` names the
   * request for `refuseWaiting`.
   */
  acquire(gone?: AbortSignal, tag = ''): Promise<Release | null> {
    if (gone?.aborted) return Promise.resolve(null);
    const arrival = arrive({ running: this.#running, waiting: this.#line.length, serviceMs: this.#serviceMs }, this.options);
    if (arrival === 'start') return Promise.resolve(this.#start());
    if (arrival === 'refuse') return Promise.resolve(null);
    return new Promise((grant) => {
      const leave = () => this.#remove(waiter) && waiter.grant(null);
      const waiter: Waiter = {
        grant: (release) => {
          clearTimeout(waiter.timer);
          gone?.removeEventListener('abort', leave);
          grant(release);
        },
        timer: setTimeout(leave, giveUpAfterMs(this.options)),
        tag,
      };
      gone?.addEventListener('abort', leave, { once: true });
      this.#line.push(waiter);
    });
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
