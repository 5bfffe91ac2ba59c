/** #45: a browser test that needs a newer engine says which version and the one command that installs it. */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { firefoxNeeded, firefoxVersionProblem } from "../helpers/engines.ts";

describe("firefoxVersionProblem", () => {
  it("refuses Debian's base firefox-esr 140 with the version needed and apt-get's command", () => {
    const problem = firefoxVersionProblem("Mozilla Firefox 140.12.0esr\n");
    expect(problem).toContain("Mozilla Firefox 140.12.0esr is too old");
    expect(problem).toContain(`firefox-esr ${firefoxNeeded} or later`);
    expect(problem).toContain("emulation.setScreenOrientationOverride");
    expect(problem).toMatch(/\n {2}apt-get update && apt-get install -y firefox-esr$/);
    expect(firefoxVersionProblem("")).toContain("could not be read");
  });

  it("accepts the security repository's 153 and later, and this machine's firefox-esr", () => {
    expect(firefoxVersionProblem("Mozilla Firefox 153.8.0esr")).toBe("");
    expect(firefoxVersionProblem("Mozilla Firefox 160.1.0esr")).toBe("");
    // The machine the tests run on must have one new enough: the Firefox tests would fail with this message otherwise.
    expect(firefoxVersionProblem(spawnSync("/usr/bin/firefox-esr", ["--version"], { encoding: "utf8" }).stdout ?? "")).toBe("");
  });
});
