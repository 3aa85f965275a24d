/**
 * How many requests of one kind the server works on at once, and how long the others wait
 * (docs/operations.md, "Bursts"). A render holds memory until its last byte is written, so
 * a crawler's thousand connections must not all render together: beyond `limit` they wait in
 * line, first come first served, and a request that cannot start within `maxWaitMs`, or that
 * finds the line full, is refused at once so the caller can answer 503 with Retry-After.
 */
export type AdmissionOptions = { limit: number; queueLength: number; maxWaitMs: number };

export type Release = () => void;

type Waiter = { grant: (release: Release | null) => void; timer: ReturnType<typeof setTimeout> };

export class Admission {
  #running = 0;
  readonly #line: Waiter[] = [];

  constructor(readonly options: AdmissionOptions) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#line.length;
  }

  /**
   * A release to call once the work is done, or null when the request is refused. A visitor
   * who leaves while waiting (`gone` aborts) gives up their place in line at once: a crawler
   * that times out and reconnects must not leave its old request holding a place.
   */
  acquire(gone?: AbortSignal): Promise<Release | null> {
    if (gone?.aborted) return Promise.resolve(null);
    if (this.#running < this.options.limit) return Promise.resolve(this.#start());
    if (this.#line.length >= this.options.queueLength) return Promise.resolve(null);
    return new Promise((grant) => {
      const leave = () => {
        const place = this.#line.indexOf(waiter);
        if (place === -1) return;
        this.#line.splice(place, 1);
        clearTimeout(waiter.timer);
        waiter.grant(null);
      };
      const waiter: Waiter = {
        grant: (release) => {
          gone?.removeEventListener('abort', leave);
          grant(release);
        },
        timer: setTimeout(leave, this.options.maxWaitMs),
      };
      gone?.addEventListener('abort', leave, { once: true });
      this.#line.push(waiter);
    });
  }

  #start(): Release {
    this.#running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#running--;
      const next = this.#line.shift();
      if (next) {
        clearTimeout(next.timer);
        next.grant(this.#start());
      }
    };
  }
}
