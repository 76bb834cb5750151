import { describe, expect, test } from "vitest";
import { focalPointAt, nudgedFocalPoint } from "./focal-point";

const photo = { getBoundingClientRect: () => ({ left: 100, top: 50, width: 200, height: 100 }) };

describe("a photo's focal point", () => {
  test("is where the photo was clicked, in percent, and stays for a click from the keyboard", () => {
    expect(focalPointAt({ detail: 1, clientX: 150, clientY: 125, currentTarget: photo })).toEqual({
      x: 25,
      y: 75,
    });
    expect(focalPointAt({ detail: 1, clientX: 400, clientY: 0, currentTarget: photo })).toEqual({
      x: 100,
      y: 0,
    });
    expect(focalPointAt({ detail: 0, clientX: 150, clientY: 125, currentTarget: photo })).toBe(
      undefined,
    );
  });

  test("moves 5 with an arrow key, 1 with Shift, never past the edges, and ignores other keys", () => {
    const centre = { x: 50, y: 50 };
    expect(nudgedFocalPoint(centre, { key: "ArrowLeft", shiftKey: false })).toEqual({
      x: 45,
      y: 50,
    });
    expect(nudgedFocalPoint(centre, { key: "ArrowDown", shiftKey: true })).toEqual({
      x: 50,
      y: 51,
    });
    expect(nudgedFocalPoint({ x: 98, y: 2 }, { key: "ArrowRight", shiftKey: false })).toEqual({
      x: 100,
      y: 2,
    });
    expect(nudgedFocalPoint(centre, { key: "Enter", shiftKey: false })).toBe(undefined);
  });
});
