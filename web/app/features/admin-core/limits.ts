import limitsJSON from "../../config/limits.json";

/** The limits the server enforces (config/limits.json, which Go reads
 * too): the back office states them and holds its inputs to them. */
export const limits = {
  uploadMaxMB: limitsJSON.uploadMaxMB,
  pictureMaxMegapixels: limitsJSON.pictureMaxMegapixels,
  heroMaxMegapixels: limitsJSON.heroMaxMegapixels,
  pictureMaxSide: limitsJSON.pictureMaxSide,
  publishSummaryMax: limitsJSON.publishSummaryMax,
  lostReasonMax: limitsJSON.lostReasonMax,
  noteMax: limitsJSON.noteMax,
  passkeyNameMax: limitsJSON.passkeyNameMax,
  userNameMax: limitsJSON.userNameMax,
};

/** count writes a number as lang writes it (20,000 · 20 000 · 20.000). */
export function count(lang: string, n: number): string {
  return new Intl.NumberFormat(lang).format(n);
}
