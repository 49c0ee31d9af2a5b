import "server-only";

export class HashGateBusy extends Error {
  constructor() {
    super("Too many sign-ins are being checked at once");
    this.name = "HashGateBusy";
  }
}

/**
 * Bounds concurrent password hashing: `concurrency` checks run, `queueLength` more wait, anything
 * beyond is refused at once (HashGateBusy) instead of queueing behind a flood. A browser that has
 * signed in as that user before (a device cookie) goes to the front and has a queue of its own
 * length, so a flood of bogus attempts cannot keep the real user out.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: { resume: () => void; priority: boolean }[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLength: number,
  ) {}

  async run<T>(work: () => Promise<T>, options: { priority?: boolean } = {}): Promise<T> {
    const priority = options.priority ?? false;
    if (this.running >= this.concurrency) {
      const queued = this.waiting.filter((w) => w.priority === priority).length;
      if (queued >= this.queueLength) throw new HashGateBusy();
      await new Promise<void>((resume) => {
        const entry = { resume, priority };
        if (priority) this.waiting.splice(this.waiting.filter((w) => w.priority).length, 0, entry);
        else this.waiting.push(entry);
      });
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter (running stays the same), or frees up.
      const next = this.waiting.shift();
      if (next) next.resume();
      else this.running -= 1;
    }
  }

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
