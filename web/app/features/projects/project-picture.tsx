import { Picture } from "~/components/ui/picture";
import type { CardPicture } from "~/content/projects/cards";

/** ProjectPicture draws a project's card picture: an uploaded one with the
 * picture component (its widths and formats, cropped around its focal
 * point when it fills), drawn art as the file it is. */
export function ProjectPicture({ image, alt, sizes, fill, eager, priority, className }: { image: CardPicture; alt: string; sizes: string; fill?: boolean; eager?: boolean; priority?: boolean; className: string }) {
  if (image.picture) return <Picture id={image.picture.id} meta={image.picture.meta} alt={alt} sizes={sizes} fill={fill} priority={priority || eager} className={className} />;
  return <img src={image.src} alt={alt} width={image.width} height={image.height} loading={eager || priority ? "eager" : "lazy"} fetchPriority={priority ? "high" : undefined} decoding="async" className={className} />;
}
