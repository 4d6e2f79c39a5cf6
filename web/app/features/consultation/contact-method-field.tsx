import { Mail, Phone, Video } from "lucide-react";
import { useTranslation } from "react-i18next";
import { WhatsAppIcon } from "~/components/ui/whatsapp-icon";
import type { Language } from "~/config/site";
import { FieldError, fieldId } from "./form-controls";
import { contactMethods } from "./options";

const icons: Record<string, React.ReactNode> = {
  whatsapp: <WhatsAppIcon className="size-5" />,
  email: <Mail aria-hidden="true" className="size-5" />,
  phone: <Phone aria-hidden="true" className="size-5" />,
  video: <Video aria-hidden="true" className="size-5" />,
};

interface Props {
  lang: Language;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** ContactMethodField: the preferred contact method as a group of radio
 * buttons drawn as cards (arrow keys move between them, as in any radio
 * group). Each radio carries the group's error. */
export function ContactMethodField({ lang, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const name = "contactMethod";
  const errorId = error ? `${fieldId(name)}-error` : undefined;
  return (
    <fieldset id={fieldId(name)} className="sm:col-span-2">
      <legend className="font-semibold text-ink-900">{t("consultation.fields.contactMethod.label")}</legend>
      {/* One card a row on phones: two would leave a label ~55 px ("WhatsApp",
          "Appel téléphonique", "E-posta" did not fit at 360 px). */}
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {contactMethods.map((m) => (
          <label
            key={m.value}
            className={
              "flex cursor-pointer items-center gap-2.5 rounded-xl border bg-white px-3.5 py-3 text-ink-900 transition-colors " +
              "hover:border-ink-600 has-[:checked]:border-accent-500 has-[:checked]:bg-accent-50 has-[:checked]:ring-1 has-[:checked]:ring-accent-500 " +
              (error ? "border-danger-700" : "border-ink-400")
            }
          >
            <input
              type="radio"
              name={name}
              value={m.value}
              checked={value === m.value}
              required
              aria-invalid={Boolean(error)}
              aria-describedby={errorId}
              onChange={() => onChange(m.value)}
              className="size-4 shrink-0 accent-accent-600"
            />
            <span aria-hidden="true" className="text-ink-700">
              {icons[m.value]}
            </span>
            <span className="text-sm font-medium leading-tight">{m.label[lang]}</span>
          </label>
        ))}
      </div>
      <FieldError name={name} error={error} />
    </fieldset>
  );
}
