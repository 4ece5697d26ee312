import { describe, expect, it } from "vitest";
import { imagePath, isRasterImage, thumbSrcset } from "./image-path";

describe("image paths", () => {
  it("recognises the spec's raster extensions only", () => {
    for (const p of ["a.png", "a.jpg", "a.JPEG", "a.gif", "a.webp"])
      expect(isRasterImage(p)).toBe(true);
    for (const p of ["a.svg", "a.mp4", "a", "a.jpg.txt"]) expect(isRasterImage(p)).toBe(false);
  });

  it("prefixes thumbnails with min- and converts to webp when enabled", () => {
    expect(imagePath("/images/products/p-1.jpg", { thumb: true })).toBe(
      "/images/products/min-p-1.jpg",
    );
    expect(imagePath("/images/products/p-1.jpg", { thumb: true, webp: true })).toBe(
      "/images/products/min-p-1.webp",
    );
    expect(imagePath("p.png", { webp: true })).toBe("p.webp");
  });

  it("leaves other files untouched", () => {
    expect(imagePath("/images/logo.svg", { thumb: true, webp: true })).toBe("/images/logo.svg");
  });
});

describe("thumbnail srcset", () => {
  it("offers the 300 px thumbnail beside a wider full image", () => {
    expect(thumbSrcset("/i/p-1.webp", "/i/min-p-1.webp", 800)).toBe(
      "/i/min-p-1.webp 300w, /i/p-1.webp 800w",
    );
  });

  it("offers nothing when the full image is no wider than a thumbnail or has none", () => {
    expect(thumbSrcset("/i/p-1.webp", "/i/min-p-1.webp", 300)).toBe("");
    expect(thumbSrcset("/i/v.svg", "/i/v.svg", 800)).toBe("");
  });
});
