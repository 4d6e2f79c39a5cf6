import { type MediaMeta, mediaURL } from "~/components/ui/picture";
import type { Language } from "~/config/site";
import { siteContent } from "./site-content";
import type { Image } from "./types";

/** UploadedPicture is an uploaded picture as a page shows it: the asset,
 * what the server says of it, its alt text in the page's language ("" for
 * a decorative one) and its largest file in the format every browser takes
 * (for structured data and plain <img> uses). */
export interface UploadedPicture {
  id: string;
  meta: MediaMeta;
  alt: string;
  src: string;
}

/** uploadedPictureIn resolves an image field to the uploaded picture it
 * names, in one language; undefined for drawn art (a site path), and for a
 * picture that is not ready (processing, failed or deleted), which waits for
 * the next publish. */
export function uploadedPictureIn(image: Image | undefined, lang: Language): UploadedPicture | undefined {
  if (image === undefined || typeof image === "string") return undefined;
  const meta = siteContent().media?.[image.media];
  if (!meta) return undefined;
  const largest = meta.widths[meta.widths.length - 1] ?? meta.width;
  const fallback = meta.formats.find((f) => f === "jpg" || f === "png" || f === "svg") ?? "jpg";
  return { id: image.media, meta, alt: image.decorative ? "" : image.alt[lang], src: mediaURL(image.media, largest, fallback) };
}
