/**
 * Turns zod's issues into plain words for content maintainers: "Too short.", "This field is required.", with
 * what was expected and what was found. Zod type names never reach the maintainer.
 */
import type { core } from "zod";

type Issue = core.$ZodIssue & { input?: unknown };

/** How a found value is shown after `got:`. */
export function describeValue(value: unknown): string {
  if (typeof value === "string") return `${JSON.stringify(value)} (${[...value].length} characters)`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return "an empty value";
  if (Array.isArray(value)) return `a list of ${value.length} ${value.length === 1 ? "item" : "items"}`;
  if (typeof value === "object") return "a group of fields";
  return "nothing";
}

const kindNames: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list (lines starting with - )",
  object: "a group of fields",
};

function unit(origin: string, n: number | bigint): string {
  if (origin === "string") return `${n} ${n === 1 ? "character" : "characters"}`;
  if (origin === "array" || origin === "set") return `${n} ${n === 1 ? "item" : "items"}`;
  return String(n);
}

function shortGot(origin: string, input: unknown): string {
  if (origin === "string" && typeof input === "string") return describeValue(input);
  if (Array.isArray(input)) return `${input.length} ${input.length === 1 ? "item" : "items"}`;
  return describeValue(input);
}

/** The maintainer-facing message, expected and got of one zod issue. Custom messages from schemas win. */
export function explainIssue(issue: Issue): { message: string; expected?: string; got?: string } {
  const input = issue.input;
  const got = input === undefined ? undefined : describeValue(input);
  switch (issue.code) {
    case "invalid_type":
      if (input === undefined) return { message: "This field is required." };
      return {
        message: "This value is the wrong kind.",
        expected: kindNames[issue.expected] ?? issue.expected,
        got: typeof input === "string" ? `text ${JSON.stringify(input)}` : got,
      };
    case "too_small": {
      const exact = "exact" in issue && issue.exact;
      const isCount = issue.origin === "string" || issue.origin === "array";
      const message = issue.origin === "array" ? "Too few items." : isCount ? "Too short." : "Too small.";
      const bound = unit(issue.origin, issue.minimum as number);
      return {
        message: exact ? (issue.origin === "array" ? "Wrong number of items." : "Wrong length.") : message,
        expected: exact ? `exactly ${bound}` : `${issue.inclusive === false ? "more than" : "at least"} ${bound}`,
        got: shortGot(issue.origin, input),
      };
    }
    case "too_big": {
      const exact = "exact" in issue && issue.exact;
      const isCount = issue.origin === "string" || issue.origin === "array";
      const message = issue.origin === "array" ? "Too many items." : isCount ? "Too long." : "Too large.";
      const bound = unit(issue.origin, issue.maximum as number);
      return {
        message: exact ? (issue.origin === "array" ? "Wrong number of items." : "Wrong length.") : messageOr(issue, message),
        expected: exact ? `exactly ${bound}` : `${issue.inclusive === false ? "less than" : "at most"} ${bound}`,
        got: shortGot(issue.origin, input),
      };
    }
    case "invalid_format":
      return { message: messageOr(issue, "This value is not written the right way."), got };
    case "invalid_value":
      return {
        message: "This value is not one of the allowed choices.",
        expected: issue.values.map((v) => JSON.stringify(v)).join(" or "),
        got,
      };
    case "invalid_union": {
      const u = issue as { discriminator?: string; options?: unknown[] };
      if (u.discriminator && u.options)
        return {
          message: `This ${u.discriminator} does not exist.`,
          expected: u.options.map((v) => JSON.stringify(v)).join(" or "),
          got,
        };
      return { message: "This value does not match any of the allowed shapes.", got };
    }
    default:
      return { message: messageOr(issue, "This value is not allowed here."), got };
  }
}

// Schemas set their own messages with `{ error: "…" }`; zod's default English starts with a capitalised
// zod term ("Invalid string: …"), which we never show.
function messageOr(issue: Issue, fallback: string): string {
  return /^(Invalid|Too |Expected|Unrecognized)/.test(issue.message) ? fallback : issue.message;
}
