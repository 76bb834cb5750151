import { describe, expect, it } from "vitest";
import { lightestPassing, overlayProblem, ratioText } from "./hero-overlay";

describe("the hero's overlay", () => {
  it("is by default the lightest that keeps the text at 4.5:1", () => {
    expect(lightestPassing([7, 9, 12, 15])).toBe("none");
    expect(lightestPassing([3.17, 4.7, 6.9, 10])).toBe("light");
    expect(lightestPassing([1, 1.6, 2.8, 5.7])).toBe("strong");
    // Nothing passes (cannot happen with Strong, measured): the darkest.
    expect(lightestPassing([1, 1, 1, 1])).toBe("strong");
  });

  it("refuses a choice under 4.5:1, naming the measured ratio and the ones that pass", () => {
    expect(overlayProblem("light", [1.5, 2.96, 4.6, 7])).toBe(
      "With this photo, Light leaves the headline at 2.9:1; choose Medium or Strong.",
    );
    expect(overlayProblem("none", [1, 1.6, 2.8, 5.7])).toBe(
      "With this photo, None leaves the headline at 1.0:1; choose Strong.",
    );
    expect(overlayProblem("medium", [3, 4.7, 6.9, 10])).toBeUndefined();
    expect(ratioText(4.499)).toBe("4.4:1");
  });
});
