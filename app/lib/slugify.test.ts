import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("follows the specification's example", () => {
    expect(slugify("Hello, World!  Ethiopia_2035 -- EV")).toBe("hello-world-ethiopia_2035-ev");
  });

  it("lower-cases, drops punctuation and turns whitespace into hyphens", () => {
    expect(slugify("New EV Plant Opens in Addis Ababa")).toBe("new-ev-plant-opens-in-addis-ababa");
    expect(slugify("Copper: 3,000+ jobs (2025)")).toBe("copper-3000-jobs-2025");
    expect(slugify("tabs\tand\nnewlines")).toBe("tabs-and-newlines");
  });

  it("collapses repeated hyphens and trims surrounding space", () => {
    expect(slugify("  a --- b  ")).toBe("a-b");
    expect(slugify("---")).toBe("-");
    expect(slugify("")).toBe("");
  });

  it("keeps letters of other scripts", () => {
    expect(slugify("ቡና Coffee")).toBe("ቡና-coffee");
  });
});
