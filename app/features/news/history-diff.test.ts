import { describe, expect, it } from "vitest";
import { diffVersions } from "~/features/content/diff.server";
import { articleStore } from "./store.server";

describe("history's diff of a rich text", () => {
  it("make history's diff of a text show words, and say when only the formatting changed", () => {
    const before = { content: "The **first** vans leave [the line](/a)." };
    const words = diffVersions(
      articleStore,
      before,
      { content: "The first *electric* vans leave the line." },
      "UTC",
    );
    const content = words.find((field) => field.name === "content");
    expect(content?.changed).toBe(true);
    expect(content?.parts).toEqual([
      { op: "=", text: "The first " },
      { op: "+", text: "electric " },
      { op: "=", text: "vans leave the line." },
    ]);
    const formatting = diffVersions(
      articleStore,
      before,
      { content: "The *first* vans leave [the line](/a)." },
      "UTC",
    );
    expect(formatting.find((field) => field.name === "content")).toMatchObject({
      changed: true,
      parts: [
        { op: "=", text: "The first vans leave the line." },
        { op: "=", text: "\n(Only the formatting changed.)" },
      ],
    });
  });
});
