import { describe, expect, it } from "vitest";
import { anchorOf, withContents } from "./contents";

describe("a text page's contents", () => {
  it("lists the second-level headings and anchors each of them", () => {
    const { parts, contents } = withContents([
      {
        html: "<p>Intro</p><h2>Executive team</h2><p>…</p><h3>Not listed</h3><h2>Board &amp; committees</h2>",
      },
    ]);
    expect(contents).toEqual([
      { id: "executive-team", text: "Executive team" },
      { id: "board-committees", text: "Board & committees" },
    ]);
    expect(parts).toEqual([
      {
        html: '<p>Intro</p><h2 id="executive-team">Executive team</h2><p>…</p><h3>Not listed</h3><h2 id="board-committees">Board &amp; committees</h2>',
      },
    ]);
  });

  it("keeps anchors unique, in any script, and keeps a heading's own", () => {
    const { contents } = withContents([
      { html: '<h2>Governance</h2><h2>Governance</h2><h2 id="own">Mine</h2>' },
      { video: { src: "https://youtu.be/x", title: "" } },
      { html: "<h2>የሥራ አመራር</h2><h2><em>!!</em></h2>" },
    ]);
    expect(contents.map((entry) => entry.id)).toEqual([
      "governance",
      "governance-2",
      "own",
      "የሥራ-አመራር",
      "section-5",
    ]);
  });

  it("makes anchors of letters and digits only, so an attribute never needs escaping", () => {
    expect(anchorOf(`"><script>alert(1)</script>`)).toBe("script-alert-1-script");
  });
});
