import { useEffect, useId, useRef, useState, type DragEvent } from "react";
import { call } from "~/features/admin-core/api";
import { fill } from "~/features/admin-core/texts";
import { Notice, input, quiet, secondary, useErrorText } from "~/features/admin-core/ui";
import { listAssets, retryAsset, thumbURL, uploadAsset, UploadError, type Asset } from "./media-api";
import { useMediaTexts, type MediaTexts } from "./media-texts";

/** uploadErrorText: the server's refusal (its code) in the interface language. */
export function uploadErrorText(mt: MediaTexts, err: unknown): string {
  const code = err instanceof UploadError ? err.code : "other";
  return mt.upload_errors[code] ?? mt.upload_errors.other!;
}

/** MediaPicker is the media library as a modal dialog (admin-core's
 * convention: a native <dialog> opened with showModal, so focus stays in
 * it and Escape closes it, named by its heading): upload a picture (file
 * input or drop, with its progress and the server's refusal in words), or
 * pick one of the library's, newest first, found by name. An upload is
 * picked at once. Pictures still processing are followed until ready. */
export function MediaPicker({ open, current, hero, onPick, onClose }: { open: boolean; current?: string; hero: boolean; onPick: (a: Asset) => void; onClose: () => void }) {
  const { mt } = useMediaTexts();
  const errorText = useErrorText();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fileId = useId();
  const hintId = useId();
  const [assets, setAssets] = useState<Asset[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [upload, setUpload] = useState<{ name: string; part: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  // The library, while the dialog is open; again every few seconds while a
  // picture is still processing.
  const pending = assets?.some((a) => a.status === "pending") ?? false;
  useEffect(() => {
    if (!open) return;
    const ctl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      const r = await call(() => listAssets(ctl.signal));
      if (ctl.signal.aborted) return;
      if (r.ok) {
        setAssets(r.data.assets);
        setListError(null);
      } else setListError(errorText(r.error) ?? "");
    };
    void load();
    if (pending) timer = setInterval(load, 2500);
    return () => {
      ctl.abort();
      clearInterval(timer);
    };
    // errorText is a new function every render; the texts behind it do not change here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, pending]);

  const send = async (file: File | undefined) => {
    if (!file || upload) return;
    setUploadError(null);
    setUpload({ name: file.name, part: 0 });
    try {
      const asset = await uploadAsset(file, { hero, onProgress: (part) => setUpload({ name: file.name, part }) });
      setUpload(null);
      onPick(asset);
    } catch (err) {
      setUpload(null);
      setUploadError(uploadErrorText(mt, err));
    }
  };

  const retry = async (a: Asset) => {
    const r = await call(() => retryAsset(a.id));
    if (r.ok) {
      setAssets((list) => list?.map((x) => (x.id === a.id ? r.data : x)) ?? null);
      setSaid(fill(mt.retried, { name: a.name }));
    } else setSaid(errorText(r.error) ?? "");
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void send(e.dataTransfer.files[0]);
  };

  const q = query.trim().toLowerCase();
  const shown = (assets ?? []).filter((a) => !q || a.name.toLowerCase().includes(q));
  const percent = upload ? Math.round(upload.part * 100) : 0;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => e.currentTarget === e.target && setDragging(false)}
      onDrop={onDrop}
      className="m-auto max-h-[min(52rem,calc(100dvh-1rem))] w-[min(56rem,calc(100%-1rem))] rounded-2xl p-0 shadow-float backdrop:bg-ink-950/60"
    >
      <div className="flex max-h-[inherit] flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-4 py-3 sm:px-6">
          <h2 id={titleId} className="text-lg font-bold">
            {mt.dialogTitle}
          </h2>
          <button type="button" className={quiet} onClick={() => ref.current?.close()}>
            {mt.close}
          </button>
        </div>
        <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4 sm:px-6">
          <div
            className={`space-y-2 rounded-xl border-2 border-dashed p-4 text-center transition-colors ${dragging ? "border-accent-500 bg-accent-50" : "border-ink-300 bg-ink-50"}`}
          >
            <input
              id={fileId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml,.svg,.avif"
              className="peer sr-only"
              aria-describedby={hintId}
              disabled={upload !== null}
              onChange={(e) => {
                void send(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
            <label htmlFor={fileId} className={`${secondary} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-accent-500 peer-focus-visible:ring-offset-2`}>
              {mt.upload}
            </label>
            <p id={hintId} className="text-xs text-ink-600">
              {dragging ? mt.dropHere : mt.uploadHint}
            </p>
            {upload && (
              <div className="mx-auto max-w-sm space-y-1">
                <progress max={100} value={percent} aria-label={fill(mt.uploading, { name: upload.name, percent })} className="h-2 w-full accent-accent-600" />
                <p className="text-xs text-ink-700" role="status">
                  <bdi>{fill(mt.uploading, { name: upload.name, percent })}</bdi>
                </p>
              </div>
            )}
            {uploadError && <Notice tone="error">{uploadError}</Notice>}
          </div>
          <div className="max-w-sm">
            <label className="sr-only" htmlFor={`${fileId}-q`}>
              {mt.search}
            </label>
            <input id={`${fileId}-q`} type="search" dir="auto" className={input} placeholder={mt.search} value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          {listError && <Notice tone="error">{listError}</Notice>}
          <p className="sr-only" role="status">
            {said}
          </p>
          {assets === null && !listError ? (
            <p className="text-sm text-ink-600">{mt.loading}</p>
          ) : assets?.length === 0 ? (
            <p className="text-sm text-ink-600">{mt.empty}</p>
          ) : shown.length === 0 ? (
            <p className="text-sm text-ink-600">{mt.noMatch}</p>
          ) : (
            <ul role="list" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {shown.map((a) => (
                <AssetCard key={a.id} asset={a} current={a.id === current} onPick={() => onPick(a)} onRetry={() => void retry(a)} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </dialog>
  );
}

function AssetCard({ asset: a, current, onPick, onRetry }: { asset: Asset; current: boolean; onPick: () => void; onRetry: () => void }) {
  const { mt } = useMediaTexts();
  const failed = a.status === "failed";
  return (
    <li className={`flex min-w-0 flex-col overflow-hidden rounded-xl border bg-white ${current ? "border-accent-600 ring-2 ring-accent-600" : "border-ink-100"}`}>
      <button type="button" disabled={failed} onClick={onPick} aria-label={fill(mt.pick, { name: a.name })} aria-describedby={current ? `${a.id}-current` : undefined} className="group flex min-w-0 flex-1 flex-col text-start disabled:cursor-not-allowed">
        <span className="flex aspect-[4/3] items-center justify-center overflow-hidden bg-ink-50" style={a.color ? { backgroundColor: a.color } : undefined}>
          {a.status === "ready" ? (
            <img src={thumbURL(a)} alt="" loading="lazy" className="size-full object-contain transition-transform group-hover:scale-105" width={a.width} height={a.height} />
          ) : a.placeholder ? (
            <img src={a.placeholder} alt="" className="size-full object-contain opacity-70 blur-sm" />
          ) : null}
        </span>
        <span className="min-w-0 space-y-0.5 p-2">
          <bdi className="block truncate text-sm font-semibold text-ink-900 rtl:text-right" dir="auto">
            {a.name}
          </bdi>
          <span dir="ltr" className="block text-xs text-ink-600 rtl:text-end">
            {a.width} × {a.height}
          </span>
        </span>
      </button>
      {(a.status !== "ready" || current) && (
        <div className="flex flex-wrap items-center gap-2 px-2 pb-2">
          {a.status === "pending" && <span className="rounded-pill bg-warn-50 px-2 py-0.5 text-xs font-semibold text-warn-700">{mt.pending}</span>}
          {failed && (
            <>
              <span className="rounded-pill bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">{mt.failed}</span>
              <button type="button" className={`${quiet} min-h-8 px-2 text-xs`} onClick={onRetry}>
                {mt.retry} <span className="sr-only">{a.name}</span>
              </button>
            </>
          )}
          {current && (
            <span id={`${a.id}-current`} className="rounded-pill bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-600">
              {mt.current}
            </span>
          )}
        </div>
      )}
    </li>
  );
}
