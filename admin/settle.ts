/**
 * One check for a burst of typing. The preview's check builds the site's content again, which takes longer than the
 * time between two keystrokes: run on each, the checks queue up and every keystroke paints late. Here a check runs
 * once the text has stayed the same for a quiet spell, on the text as it is then; a result is handed on only while its
 * text is still the latest asked for, so an older text's result never replaces a newer one's.
 */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Settler {
  /** Asks for `key`'s check: `run` runs once no newer key has been asked for during the quiet spell; `done` follows it. */
  ask(key: string, run: () => void, done: () => void): void;
  /** Whether a check is waiting for the typing to stop. */
  readonly pending: boolean;
  cancel(): void;
}

export function settler(quietMs: number, timers: Timers = browserTimers): Settler {
  let latest: string | undefined;
  let handle: unknown;
  let waiting = false;
  return {
    ask(key, run, done) {
      latest = key;
      if (waiting) timers.clear(handle);
      waiting = true;
      handle = timers.set(() => {
        waiting = false;
        if (latest !== key) return;
        run();
        if (latest === key) done();
      }, quietMs);
    },
    get pending() {
      return waiting;
    },
    cancel() {
      if (waiting) timers.clear(handle);
      waiting = false;
      latest = undefined;
    },
  };
}
