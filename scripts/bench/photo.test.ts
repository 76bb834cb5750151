import sharp from "sharp";
import { expect, it } from "vitest";
import { photoLikeJpeg } from "./photo";

it("makes a 12-megapixel JPEG of 2 to 4 MB, the same bytes every time", async () => {
  const photo = await photoLikeJpeg();
  expect(await sharp(photo).metadata()).toMatchObject({
    format: "jpeg",
    width: 4000,
    height: 3000,
  });
  expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
  expect(photo.length).toBeLessThan(4 * 1024 * 1024);
  expect((await photoLikeJpeg()).equals(photo)).toBe(true);
});
