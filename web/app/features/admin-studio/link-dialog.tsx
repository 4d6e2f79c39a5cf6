import { useEffect, useId, useRef, useState } from "react";
import { input, primary, quiet, secondary } from "~/features/admin-core/ui";
import { wellFormedLink } from "~/lib/sanitize-html";
import { hrefOf, type LinkTarget } from "./link-targets";
import { useStudioTexts } from "./texts";

/** LinkDialog asks where a link of a rich text goes: a page of the site
 * picked from the list, or an address typed (https://…, an e-mail
 * address), refused with a reason when a visitor could not follow it. A
 * native modal <dialog>: focus stays in it, Escape closes it. */
export function LinkDialog({ open, current, pages, onApply, onRemove, onClose }: { open: boolean; current: string; pages: LinkTarget[]; onApply: (href: string) => void; onRemove: () => void; onClose: () => void }) {
  const { st } = useStudioTexts();
  const t = st.linkDialog;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pageId = useId();
  const addressId = useId();
  const [page, setPage] = useState("");
  const [address, setAddress] = useState("");
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      const known = pages.some((p) => p.path === current);
      setPage(known ? current : "");
      setAddress(known ? "" : current.replace(/^mailto:/, ""));
      setInvalid(false);
      d.showModal();
    }
    if (!open && d.open) d.close();
  }, [open, current, pages]);

  const apply = () => {
    const href = page || hrefOf(address);
    if (!wellFormedLink(href)) {
      setInvalid(true);
      return;
    }
    onApply(href);
  };

  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={onClose} className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-5 shadow-xl backdrop:bg-ink-900/40">
      {/* Not a form: the item's own form is around it, and a form in a
          form is not one. Enter in the address applies, not the item's save. */}
      <div className="space-y-4">
        <h2 id={titleId} className="text-lg font-bold">
          {t.title}
        </h2>
        <div className="space-y-1.5">
          <label htmlFor={pageId} className="text-sm font-semibold">
            {t.page}
          </label>
          <select id={pageId} className={input} value={page} onChange={(e) => setPage(e.target.value)}>
            <option value="">{t.none}</option>
            {pages.map((p) => (
              <option key={p.path} value={p.path}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={addressId} className="text-sm font-semibold">
            {t.address}
          </label>
          <input
            id={addressId}
            type="text"
            dir="ltr"
            inputMode="url"
            className={input}
            value={address}
            disabled={page !== ""}
            placeholder={t.addressHint}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${addressId}-problem` : undefined}
            onChange={(e) => {
              setAddress(e.target.value);
              setInvalid(false);
            }}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              apply();
            }}
          />
          {invalid && (
            <p id={`${addressId}-problem`} className="text-sm font-medium text-danger-700">
              {t.invalid}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          {current && (
            <button type="button" className={quiet} onClick={onRemove}>
              {t.remove}
            </button>
          )}
          <button type="button" className={secondary} onClick={() => ref.current?.close()}>
            {t.cancel}
          </button>
          <button type="button" className={primary} onClick={apply}>
            {t.apply}
          </button>
        </div>
      </div>
    </dialog>
  );
}
