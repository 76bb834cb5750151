import { describe, expect, it } from "vitest";
import { parseVideoUrl } from "./video-embed";

describe("parseVideoUrl", () => {
  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL123",
    "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  ])("plays %s through youtube-nocookie.com", (url) => {
    expect(parseVideoUrl(url)).toMatchObject({
      kind: "youtube",
      id: "dQw4w9WgXcQ",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    });
  });

  it("keeps a YouTube start time", () => {
    expect(parseVideoUrl("https://youtu.be/dQw4w9WgXcQ?t=42")).toMatchObject({
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=42",
    });
  });

  it.each([
    "https://vimeo.com/76979871",
    "https://player.vimeo.com/video/76979871",
    "https://vimeo.com/channels/staffpicks/76979871",
  ])("plays %s through player.vimeo.com", (url) => {
    expect(parseVideoUrl(url)).toMatchObject({
      kind: "vimeo",
      id: "76979871",
      embedUrl: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
    });
  });

  it("plays direct files in a <video> element with their type", () => {
    expect(parseVideoUrl("https://cdn.example.com/a/clip.mp4")).toEqual({
      kind: "file",
      url: "https://cdn.example.com/a/clip.mp4",
      type: "video/mp4",
    });
    expect(parseVideoUrl("https://cdn.example.com/clip.WEBM?x=1")).toMatchObject({
      kind: "file",
      type: "video/webm",
    });
    expect(parseVideoUrl("https://cdn.example.com/clip.ogg")).toMatchObject({
      kind: "file",
      type: "video/ogg",
    });
  });

  it("links anything else, and refuses what is not http(s)", () => {
    expect(parseVideoUrl("https://www.example.com/videos/123")).toEqual({
      kind: "link",
      url: "https://www.example.com/videos/123",
    });
    expect(parseVideoUrl("https://www.youtube.com/watch?v=short")).toMatchObject({ kind: "link" });
    expect(parseVideoUrl("javascript:alert(1)")).toBeUndefined();
    expect(parseVideoUrl("data:video/mp4;base64,AAAA")).toBeUndefined();
    expect(parseVideoUrl("not a url")).toBeUndefined();
  });
});
