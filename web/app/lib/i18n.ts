import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "~/config/site";
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
    instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: messages } },
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}
