// Intl for an engine that has none (QuickJS): the @formatjs polyfills with the
// data of the site's four languages (web/app/lib/intl-format.ts names en-GB,
// ar, fr-FR, tr-TR; i18next asks PluralRules for the bare languages).
import "@formatjs/intl-getcanonicallocales/polyfill-force.js";
import "@formatjs/intl-locale/polyfill-force.js";
import "@formatjs/intl-pluralrules/polyfill-force.js";
import "@formatjs/intl-pluralrules/locale-data/en.js";
import "@formatjs/intl-pluralrules/locale-data/ar.js";
import "@formatjs/intl-pluralrules/locale-data/fr.js";
import "@formatjs/intl-pluralrules/locale-data/tr.js";
import "@formatjs/intl-numberformat/polyfill-force.js";
import "@formatjs/intl-numberformat/locale-data/en.js";
import "@formatjs/intl-numberformat/locale-data/en-GB.js";
import "@formatjs/intl-numberformat/locale-data/ar.js";
import "@formatjs/intl-numberformat/locale-data/fr.js";
import "@formatjs/intl-numberformat/locale-data/tr.js";
import "@formatjs/intl-datetimeformat/polyfill-force.js";
import "@formatjs/intl-datetimeformat/locale-data/en.js";
import "@formatjs/intl-datetimeformat/locale-data/en-GB.js";
import "@formatjs/intl-datetimeformat/locale-data/ar.js";
import "@formatjs/intl-datetimeformat/locale-data/fr.js";
import "@formatjs/intl-datetimeformat/locale-data/tr.js";
// No time-zone data (add-golden-tz is 800 KB): the pages format dates in UTC
// only (intl-format.ts), which the polyfill knows without it.

/** cacheConstructors makes `new Intl.X(locales, options)` return the instance
 * made before for the same arguments. The polyfills resolve locales and
 * options in JavaScript on every construction, and the pages construct a
 * formatter per number and date: without the cache a render is about three
 * times slower. The instances are immutable, so sharing them is safe. */
export function cacheConstructors(intl) {
  for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules"]) {
    const original = intl[name];
    const cache = new Map();
    intl[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        if (newTarget !== intl[name]) return Reflect.construct(target, args, newTarget);
        const key = JSON.stringify(args);
        let made = cache.get(key);
        if (!made) {
          made = Reflect.construct(target, args);
          cache.set(key, made);
        }
        return made;
      },
      apply(target, self, args) {
        return Reflect.construct(intl[name], args);
      },
    });
  }
}
