import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "~/config/site";
import { formatNumber } from "~/lib/intl-format";
import type { en } from "~/locales/en";
import type { Messages } from "~/locales/messages";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}

const instances = new Map<Language, I18n>();

/** messagesFromMatches gathers the texts the matched routes carry in their
 * handle: the language layout's texts for every page, and a page's own texts
 * (routes/{page}.{lang}.tsx). Typed as every text: a page reads only the
 * keys its routes bring. */
export function messagesFromMatches(matches: ReadonlyArray<{ handle?: unknown } | undefined>): Messages | undefined {
  let merged: Record<string, unknown> | undefined;
  for (const m of matches) {
    const texts = (m?.handle as { messages?: Record<string, unknown> } | undefined)?.messages;
    if (texts) merged = { ...merged, ...texts };
  }
  return merged as Messages | undefined;
}

/** pinnedNumbers is the one rule for numbers inside texts: every number
 * interpolated into a message ({{max}}, {{count}}) is written the way the
 * page's pinned locale writes it (5,000 / 5 000 / 5.000), the same at
 * prerender time and in any browser. A value that is not a quantity (a
 * year) is passed as a string and left alone. */
function pinnedNumbers(lang: Language) {
  return {
    type: "formatter" as const,
    init() {},
    add() {},
    addCached() {},
    format: (value: unknown) => (typeof value === "number" ? formatNumber(lang, value) : value),
  };
}

/** i18nFor returns the i18next instance for one language, created once and
 * initialised synchronously from messages that are already loaded (they come
 * with the language's route module), so the first render — at prerender time
 * and at hydration — has every text and nothing hydrates differently. */
export function i18nFor(lang: Language, messages: Messages): I18n {
  let instance = instances.get(lang);
  if (instance) {
    // A page's own texts arrive with its route: add what is new.
    for (const [key, value] of Object.entries(messages)) {
      if (instance.getResource(lang, "translation", key) === undefined) {
        instance.addResourceBundle(lang, "translation", { [key]: value }, true, false);
      }
    }
  }
  if (!instance) {
    instance = createInstance();
    instance.use(initReactI18next).use(pinnedNumbers(lang)).init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: messages } },
      initAsync: false,
      interpolation: { escapeValue: false, alwaysFormat: true }, // React escapes
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}
