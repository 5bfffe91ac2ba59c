/**
 * #44 (review L4, typing lag): a burst of typing costs one preview check, on the text as the typing left it, and an
 * older text's result never replaces a newer one's. Counted with a stand-in clock, not timed.
 */
import { describe, expect, it } from "vitest";
import { settler, type Timers } from "../../admin/settle.ts";

/** A clock the test moves by hand. */
function clock(): Timers & { tick(ms: number): void } {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 0;
  return {
    set(run, ms) {
      timers.push({ at: now + ms, run, id: ++next });
      return next;
    },
    clear(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    tick(ms) {
      now += ms;
      for (const t of timers.filter((t) => t.at <= now)) {
        timers = timers.filter((x) => x !== t);
        t.run();
      }
    },
  };
}

describe("#44 the preview's check waits for the typing to stop", () => {
  it("checks a 20-character word typed a key at a time once, on the whole word", () => {
    const time = clock();
    const settle = settler(400, time);
    const checked: string[] = [];
    const shown: string[] = [];
    const word = "{rating} {townName}.";
    expect(word).toHaveLength(20);
    for (let i = 1; i <= word.length; i++) {
      const text = word.slice(0, i);
      settle.ask(
        text,
        () => checked.push(text),
        () => shown.push(text),
      );
      time.tick(60);
      expect(settle.pending).toBe(true);
    }
    time.tick(400);
    expect(settle.pending).toBe(false);
    expect(checked).toEqual([word]);
    expect(shown).toEqual([word]);
  });

  it("checks again after a pause, and hands on no result for a text typed over while it was checked", () => {
    const time = clock();
    const settle = settler(400, time);
    const shown: string[] = [];
    settle.ask(
      "first",
      () => undefined,
      () => shown.push("first"),
    );
    time.tick(400);
    // A check that, while it runs, sees a newer text asked for (the form changed under it): its result is dropped.
    settle.ask(
      "second",
      () =>
        settle.ask(
          "third",
          () => undefined,
          () => shown.push("third"),
        ),
      () => shown.push("second"),
    );
    time.tick(400);
    time.tick(400);
    expect(shown).toEqual(["first", "third"]);
  });

  it("runs nothing once cancelled (the pane closed, or the text's check came from elsewhere)", () => {
    const time = clock();
    const settle = settler(400, time);
    let runs = 0;
    settle.ask(
      "text",
      () => runs++,
      () => undefined,
    );
    settle.cancel();
    time.tick(1000);
    expect(runs).toBe(0);
  });
});
