import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { drawnWidth, type MediaMeta, Picture } from "./picture";

afterEach(cleanup);

const id = "0123456789abcdef0123456789abcdef";
const photo: MediaMeta = {
  width: 1600,
  height: 1000,
  widths: [160, 240, 320, 480, 800, 1200, 1600],
  avifWidths: [160, 240, 320, 480, 800, 1200, 1600],
  formats: ["avif", "webp", "jpg"],
  placeholder: "data:image/webp;base64,UklGRg==",
  color: "#336699",
  focal: [0.25, 0.75],
};

function sources(container: HTMLElement) {
  return [...container.querySelectorAll("picture > source")].map((s) => ({
    type: s.getAttribute("type"),
    srcset: s.getAttribute("srcset"),
    sizes: s.getAttribute("sizes"),
  }));
}

describe("Picture", () => {
  it("offers AVIF, then WebP, then the original format, at every made width", () => {
    const { container } = render(
      <Picture
        id={id}
        meta={photo}
        alt="The app's home screen"
        sizes="(min-width: 768px) 50vw, 100vw"
      />,
    );
    const w = (f: string) =>
      [160, 240, 320, 480, 800, 1200, 1600]
        .map((n) => `/media/${id}-${n}.${f} ${n}w`)
        .join(", ");
    expect(sources(container)).toEqual([
      {
        type: "image/avif",
        srcset: w("avif"),
        sizes: "(min-width: 768px) 50vw, 100vw",
      },
      {
        type: "image/webp",
        srcset: w("webp"),
        sizes: "(min-width: 768px) 50vw, 100vw",
      },
    ]);
    const img = screen.getByRole("img", { name: "The app's home screen" });
    expect(img.getAttribute("src")).toBe(`/media/${id}-800.jpg`);
    expect(img.getAttribute("srcset")).toBe(w("jpg"));
    expect(img.getAttribute("sizes")).toBe("(min-width: 768px) 50vw, 100vw");
  });

  it("sets width and height, and shows the colour and placeholder until it loads", () => {
    render(<Picture id={id} meta={photo} alt="A photo" />);
    const img = screen.getByRole("img");
    expect(img.getAttribute("width")).toBe("1600");
    expect(img.getAttribute("height")).toBe("1000");
    expect(img.style.backgroundColor).toBe("rgb(51, 102, 153)");
    expect(img.style.backgroundImage).toBe(
      'url("data:image/webp;base64,UklGRg==")',
    );
  });

  it("loads lazily and decodes off the main thread below the fold", () => {
    render(<Picture id={id} meta={photo} alt="A photo" />);
    const img = screen.getByRole("img");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.getAttribute("fetchpriority")).toBeNull();
  });

  it("fetches the LCP picture first and at once", () => {
    render(<Picture id={id} meta={photo} alt="A photo" priority />);
    const img = screen.getByRole("img");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("loading")).toBeNull();
    expect(img.getAttribute("decoding")).toBeNull();
  });

  it("crops to an aspect ratio around the focal point", () => {
    render(<Picture id={id} meta={photo} alt="A photo" aspect={1} />);
    const img = screen.getByRole("img");
    expect(img.getAttribute("width")).toBe("1600");
    expect(img.getAttribute("height")).toBe("1600");
    expect(img.style.objectFit).toBe("cover");
    expect(img.style.objectPosition).toBe("25% 75%");
    expect(img.style.aspectRatio).toBe("1");
  });

  it("offers a hero's widest size in WebP only, as AVIF stops at 1600", () => {
    const hero: MediaMeta = { ...photo, width: 2400, height: 1200, widths: [160, 240, 320, 480, 800, 1200, 1600, 2400] };
    const { container } = render(<Picture id={id} meta={hero} alt="" />);
    const [avif, webp] = sources(container);
    expect(avif?.srcset).toBe([160, 240, 320, 480, 800, 1200, 1600].map((n) => `/media/${id}-${n}.avif ${n}w`).join(", "));
    expect(webp?.srcset).toContain(`/media/${id}-2400.webp 2400w`);
  });

  it("leaves the placeholder out for a picture that may be transparent", () => {
    const logo: MediaMeta = {
      ...photo,
      width: 480,
      height: 240,
      widths: [480],
      avifWidths: [480],
      formats: ["avif", "webp", "png"],
    };
    const { container } = render(
      <Picture id={id} meta={logo} alt="Client logo" />,
    );
    const img = screen.getByRole("img");
    expect(img.getAttribute("src")).toBe(`/media/${id}-480.png`);
    expect(img.style.backgroundImage).toBe("");
    expect(sources(container)).toHaveLength(2);
  });

  it("shows an SVG as it is, without sources", () => {
    const svg: MediaMeta = {
      ...photo,
      width: 120,
      height: 40,
      widths: [120],
      avifWidths: [],
      formats: ["svg"],
      placeholder: "",
    };
    const { container } = render(
      <Picture id={id} meta={svg} alt="Client logo" />,
    );
    expect(container.querySelector("picture")).toBeNull();
    const img = screen.getByRole("img", { name: "Client logo" });
    expect(img.getAttribute("src")).toBe(`/media/${id}-120.svg`);
    expect(img.getAttribute("width")).toBe("120");
    expect(img.getAttribute("height")).toBe("40");
  });

  it("has an empty alt when decorative", () => {
    const { container } = render(<Picture id={id} meta={photo} alt="" />);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("drawnWidth", () => {
  it("is the width a covering picture overflows its box to", () => {
    // A 3:2 photo in a 56 px circle is drawn 84 px wide; a portrait one 56.
    expect(drawnWidth({ width: 1200, height: 800 }, { width: 56, height: 56 }, "cover")).toBe(84);
    expect(drawnWidth({ width: 800, height: 1200 }, { width: 56, height: 56 }, "cover")).toBe(56);
  });

  it("is the width a contained picture shrinks to", () => {
    // A square logo in a 160 × 48 box is 48 px wide; a 4:1 one fills the 160.
    expect(drawnWidth({ width: 500, height: 500 }, { width: 160, height: 48 }, "contain")).toBe(48);
    expect(drawnWidth({ width: 800, height: 200 }, { width: 160, height: 48 }, "contain")).toBe(160);
  });
});
