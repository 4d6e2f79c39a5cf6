import type { CSSProperties } from "react";

/** MediaMeta is what the server says about an uploaded picture (Go's media.Meta): the "media" map beside the content. */
export type MediaMeta = {
  width: number;
  height: number;
  /** The widths made of it, smallest first; never wider than the original. */
  widths: number[];
  /** The widths made in AVIF too (none wider than 1600: Go's media.AVIFMaxWidth). */
  avifWidths: number[];
  /** The formats made of it, smallest first: avif, webp, then jpg or png (or svg alone). */
  formats: MediaFormat[];
  /** A tiny WebP as a data: URL, shown under the picture until it loads. */
  placeholder: string;
  /** The average colour, #rrggbb, shown before anything else. */
  color: string;
  /** The point crops keep in view, x and y in 0–1. */
  focal: [number, number];
};

export type MediaFormat = "avif" | "webp" | "jpg" | "png" | "svg";

type PictureProps = {
  /** The asset id (the content hash). */
  id: string;
  meta: MediaMeta;
  /** The alt text in the page's language; "" for a decorative picture. */
  alt: string;
  /** How wide the picture is shown, as the sizes attribute says it (default: the whole viewport). */
  sizes?: string;
  /** The page's one LCP picture: fetched first, never lazily. */
  priority?: boolean;
  /** A fixed aspect ratio (width / height), cropped around the focal point. */
  aspect?: number;
  /** Fills the box className gives it (a background), cropped around the focal point. */
  fill?: boolean;
  className?: string;
};

const types: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
};

/** mediaURL is where one made file is served (Go's media.File.URL). */
export function mediaURL(
  id: string,
  width: number,
  format: MediaFormat,
): string {
  return `/media/${id}-${width}.${format}`;
}

/**
 * drawnWidth is how many CSS px wide a picture is drawn in a box of
 * boxWidth × boxHeight with object-fit `cover` (it fills the box, a wide
 * photo overflowing a square's sides) or `contain` (it fits, a square logo
 * in a wide box as wide as the box is high), so that `sizes` says what is
 * drawn and the browser takes neither a blurry nor a needlessly large file.
 */
export function drawnWidth(
  meta: Pick<MediaMeta, "width" | "height">,
  box: { width: number; height: number },
  fit: "cover" | "contain",
): number {
  const scales = [box.width / meta.width, box.height / meta.height];
  const scale = fit === "cover" ? Math.max(...scales) : Math.min(...scales);
  return Math.round(meta.width * scale);
}

function srcSet(id: string, widths: number[], format: MediaFormat): string {
  return widths.map((w) => `${mediaURL(id, w, format)} ${w}w`).join(", ");
}

/**
 * Picture shows an uploaded picture: AVIF and WebP sources for the browsers
 * that take them, the original format as the img, all at the made widths so
 * the browser picks the smallest that fills `sizes`. Width and height are
 * always set, so nothing moves when it loads. Until then the box shows the
 * average colour and the blurred placeholder as its background, which the
 * picture covers once drawn (left out for pictures that may be transparent,
 * which would show it through). Only the LCP picture is fetched eagerly and
 * first; the others wait until they are near the screen.
 */
export function Picture({
  id,
  meta,
  alt,
  sizes = "100vw",
  priority = false,
  aspect,
  fill = false,
  className,
}: PictureProps) {
  const fallback =
    meta.formats.find((f) => f === "jpg" || f === "png" || f === "svg") ??
    "jpg";
  const opaque = fallback === "jpg";
  const width = meta.width;
  const height = aspect ? Math.round(meta.width / aspect) : meta.height;
  const style: CSSProperties = {};
  if (opaque) {
    style.backgroundColor = meta.color;
    style.backgroundImage = `url(${meta.placeholder})`;
    style.backgroundSize = "cover";
    style.backgroundPosition = "center";
  }
  if (aspect || fill) {
    if (aspect) style.aspectRatio = `${aspect}`;
    style.objectFit = "cover";
    style.objectPosition = `${round(meta.focal[0] * 100)}% ${round(meta.focal[1] * 100)}%`;
    if (opaque) style.backgroundPosition = style.objectPosition;
  }
  // What the img says in either form: its size, text and how it loads.
  const imgProps = {
    alt,
    width,
    height,
    loading: priority ? undefined : ("lazy" as const),
    decoding: priority ? undefined : ("async" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
    className,
  };
  const largest = meta.widths[meta.widths.length - 1] ?? meta.width;

  if (fallback === "svg") {
    return (
      <img src={mediaURL(id, largest, "svg")} {...imgProps} style={aspect || fill ? style : undefined} />
    );
  }
  // The img's own src, for browsers without srcset: a middling width.
  const src = meta.widths.find((w) => w >= 800) ?? largest;
  return (
    <picture>
      {meta.formats
        .filter((f) => f === "avif" || f === "webp")
        .map((f) => (
          <source
            key={f}
            type={types[f]}
            srcSet={srcSet(id, f === "avif" ? meta.avifWidths : meta.widths, f)}
            sizes={sizes}
          />
        ))}
      <img
        src={mediaURL(id, src, fallback)}
        srcSet={srcSet(id, meta.widths, fallback)}
        sizes={sizes}
        {...imgProps}
        style={style}
      />
    </picture>
  );
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
