import { CalendarClock, Mail, Send, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import type { CallText } from "~/content/sections";
import type { CallTarget } from "~/content/types";
import { callHref, type CallPlaces } from "~/lib/call-link";
import { WhatsAppIcon } from "./whatsapp-icon";

const icons: Record<CallTarget, LucideIcon | typeof WhatsAppIcon> = { form: Send, booking: CalendarClock, whatsapp: WhatsAppIcon, email: Mail };

/** CallLink is a call to action as the agency set it in the studio: its
 * label, and a link to its target with the target's icon; a page of the
 * site is a router link, a WhatsApp chat opens in a new tab. */
export function CallLink({ call, places, className, ...rest }: { call: CallText; places: CallPlaces; className: string } & Omit<ComponentProps<"a">, "href" | "children">) {
  const { href, page } = callHref(call.target, places);
  const Icon = icons[call.target];
  const children = (
    <>
      {/* The paper plane points the way of the text; the brand's mark never turns. */}
      <Icon aria-hidden="true" className={`size-5 shrink-0 ${call.target === "form" ? "rtl:-scale-x-100" : ""}`} />
      {call.label}
    </>
  );
  if (page) {
    return (
      <Link to={href} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} {...(call.target === "whatsapp" && { target: "_blank", rel: "noopener noreferrer" })} {...rest}>
      {children}
    </a>
  );
}
