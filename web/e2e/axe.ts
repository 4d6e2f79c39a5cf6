import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe builds the accessibility scan of a page as every spec runs it: all of
 * axe's rules, violations only.
 *
 * A page without frames is scanned with axe.run in the page itself (the
 * builder's legacy mode) rather than axe.runPartial per frame and
 * axe.finishRun in a blank page opened for it: the same rules on the same
 * document, two to three times faster here, where each scan opened a page,
 * injected axe twice and passed every pass and its nodes through the
 * protocol (docs/decisions/0275). The legacy mode cannot reach a
 * cross-origin frame, so a page with frames keeps the default.
 * resultTypes leaves the violations whole and trims the passes, incomplete
 * and inapplicable results to one node each, which no spec reads.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ["violations"] });
}
