import defaultDocument from "../../../internal/content/default.json" with { type: "json" };
import type { SiteContent } from "./types";

declare global {
  /** The content document the host renders with: the Go renderer sets it
   * before rendering a publish; at build time it is unset. */
  var __siteContent: SiteContent | undefined;
}

/** siteContent is the content document the pages are rendered from: the
 * one the host set (a publish), or the default document built into the
 * binary (internal/content/default.json). Only route loaders may call it:
 * they run at build or publish time and React Router drops them, and this
 * module with its texts, from the browser build (docs/decisions/0185). */
export function siteContent(): SiteContent {
  return globalThis.__siteContent ?? (defaultDocument as SiteContent);
}
