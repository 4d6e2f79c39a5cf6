import { useTranslation } from "react-i18next";
import type { BookingText } from "~/content/sections";
import type { ServiceName } from "~/content/services";
import { CheckList } from "../check-list";
import { BookingFlow } from "./booking-flow";

/** BookingPage is /{lang}/book: the studio's words (content: the title,
 * the introduction, what to expect), then the booking. */
export function BookingPage({ text, services }: { text: BookingText; services: readonly ServiceName[] }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="bg-ink-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="font-semibold text-cyan-400">{t("pages.book")}</p>
          <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{text.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-100">{text.intro}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-3 lg:gap-12">
        <div className="min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-8 lg:order-last lg:col-span-2">
          <BookingFlow services={services} />
        </div>
        <aside aria-labelledby="booking-expect" className="lg:col-span-1">
          <h2 id="booking-expect" className="text-xl font-bold text-ink-900">
            {text.expectTitle}
          </h2>
          <CheckList points={text.expect} className="mt-5 space-y-4" />
        </aside>
      </div>
    </>
  );
}
