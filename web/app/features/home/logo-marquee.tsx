import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MARQUEE_GRADIENT_WIDTH, MARQUEE_SPEED } from "~/config/constants";
import { drawnWidth, Picture } from "~/components/ui/picture";
import type { ClientLogo } from "./clients-data";

/** Width of one logo slot (logo 160 px + 48 px of gap), which with
 * MARQUEE_SPEED (px/s) gives the time one full loop takes. */
const SLOT_PX = 208;

/** LogoImage shows a client logo, or the "Logo" placeholder when the image
 * fails to load (SPEC.md §8), including a failure before hydration. */
function LogoImage({ logo, label }: { logo: ClientLogo; label: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span data-testid="logo-placeholder" className="grid h-12 w-40 place-items-center rounded-xl border border-dashed border-ink-300 text-sm font-semibold text-ink-600">
        {t("home.clients.logoPlaceholder")}
      </span>
    );
  }
  if (logo.picture) {
    const { id, meta, alt } = logo.picture;
    // Fitted into 160 × 48: a square logo is drawn 48 px wide, a wide one 160.
    return <Picture id={id} meta={meta} alt={alt || label} sizes={`${drawnWidth(meta, { width: 160, height: 48 }, "contain")}px`} className="h-12 w-40 object-contain" />;
  }
  return <img ref={ref} src={logo.logo} alt={label} title={label} width={160} height={48} loading="lazy" decoding="async" onError={() => setFailed(true)} className="h-12 w-40" />;
}

/** LogoMarquee scrolls the client logos endlessly (two copies of the
 * list, the second hidden from assistive technology), at MARQUEE_SPEED px/s
 * with faded edges MARQUEE_GRADIENT_WIDTH wide. It pauses on hover; with
 * reduced motion the logos simply wrap. */
export function LogoMarquee({ logos: clientLogos }: { logos: readonly ClientLogo[] }) {
  const { t } = useTranslation();
  const style = {
    "--marquee-duration": `${(clientLogos.length * SLOT_PX) / MARQUEE_SPEED}s`,
    "--marquee-fade": `min(${MARQUEE_GRADIENT_WIDTH}px, 15%)`,
  } as React.CSSProperties;
  return (
    <div className="marquee overflow-hidden py-4" style={style}>
      <div className="marquee-track flex w-max">
        {[0, 1].map((copy) => (
          <ul
            key={copy}
            aria-label={copy === 0 ? t("home.clients.logosLabel") : undefined}
            aria-hidden={copy === 1 ? true : undefined}
            className="marquee-copy flex shrink-0"
          >
            {clientLogos.map((logo) => (
              <li key={logo.id} className="px-6">
                <LogoImage logo={logo} label={logo.name} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
