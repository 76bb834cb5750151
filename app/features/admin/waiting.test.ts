import { describe, expect, it } from "vitest";
import { waitingLine, waitingPhrase } from "./waiting";
import { actionableGroups, shortDateTimeIn, waitingGroupsFor } from "./waiting.server";

describe("the waiting line", () => {
  it("counts each group in the singular or the plural", () => {
    expect(waitingPhrase("review", 1)).toBe("1 in review");
    expect(waitingPhrase("changes", 1)).toBe("1 change requested");
    expect(waitingPhrase("changes", 3)).toBe("3 changes requested");
    expect(waitingPhrase("applications", 1)).toBe("1 new application");
    expect(waitingPhrase("messages", 1_204)).toBe("1,204 new messages");
    expect(waitingPhrase("questions", 2)).toBe("2 tender questions");
    expect(waitingPhrase("translations", 1)).toBe("1 translation to update");
  });

  it("names what waits in the groups' order, and is absent when nothing does", () => {
    const groups = actionableGroups("owner");
    expect(waitingLine({ review: 2, applications: 3, messages: 0 }, groups)).toBe(
      "Waiting for you: 2 in review, 3 new applications",
    );
    expect(waitingLine({ review: 0, messages: 0 }, groups)).toBeNull();
    // An author's items in review wait for an editor, not for them.
    expect(waitingLine({ review: 2, changes: 1 }, actionableGroups("author"))).toBe(
      "Waiting for you: 1 change requested",
    );
  });

  it("shows each role only the groups it may open", () => {
    expect(waitingGroupsFor("author")).toEqual(["review", "changes", "scheduled", "drafts"]);
    expect(waitingGroupsFor("editor")).toEqual([
      "review",
      "changes",
      "questions",
      "scheduled",
      "drafts",
    ]);
    expect(waitingGroupsFor("admin")).toHaveLength(8);
    expect(waitingGroupsFor("pending")).toEqual([]);
  });
});

describe("shortDateTimeIn", () => {
  const now = new Date("2026-11-28T09:00:00Z");
  const zone = "Africa/Addis_Ababa";
  it("names today, tomorrow and yesterday, and the date otherwise, in the site's time", () => {
    expect(shortDateTimeIn(new Date("2026-11-28T11:30:00Z"), zone, now)).toBe("Today at 2:30 PM");
    expect(shortDateTimeIn(new Date("2026-11-29T06:00:00Z"), zone, now)).toBe(
      "Tomorrow at 9:00 AM",
    );
    expect(shortDateTimeIn(new Date("2026-11-27T20:00:00Z"), zone, now)).toBe(
      "Yesterday at 11:00 PM",
    );
    expect(shortDateTimeIn(new Date("2026-12-03T11:00:00Z"), zone, now)).toBe("Dec 3 at 2:00 PM");
    expect(shortDateTimeIn(new Date("2027-01-05T11:00:00Z"), zone, now)).toBe(
      "Jan 5, 2027 at 2:00 PM",
    );
  });
});
