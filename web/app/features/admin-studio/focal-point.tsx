import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { call } from "~/features/admin-core/api";
import { fill } from "~/features/admin-core/texts";
import { Notice, quiet, useErrorText } from "~/features/admin-core/ui";
import { retryAsset, setFocal, thumbURL, type Asset } from "./media-api";
import { cropsFor, moved, objectPosition, type Crop } from "./media-model";
import { useMediaTexts } from "./media-texts";
import { setAsset, useAsset } from "./use-asset";

/** PictureThumb: an uploaded picture beside its field's inputs, or what
 * keeps it from showing yet (processing, failed). */
export function PictureThumb({ id }: { id: string }) {
  const { mt } = useMediaTexts();
  const { asset } = useAsset(id);
  const box = "flex h-24 w-32 items-center justify-center rounded-lg border border-ink-100 bg-ink-50 text-center text-xs font-semibold";
  if (asset?.status === "ready") return <img src={thumbURL(asset)} alt="" width={asset.width} height={asset.height} className="h-24 w-auto max-w-40 rounded-lg border border-ink-100 bg-ink-50 object-contain" />;
  if (asset?.status === "failed") return <span className={`${box} text-danger-700`}>{mt.failed}</span>;
  return (
    <span className={`${box} text-warn-700`} style={asset?.color ? { backgroundColor: asset.color } : undefined}>
      {asset ? <span className="rounded-pill bg-white px-2 py-0.5">{mt.pending}</span> : null}
    </span>
  );
}

/** PictureDetails follows an uploaded picture of a field: while it is
 * processing, says so; when it failed, offers a retry; when ready, its
 * focal point and the crops the pages make of it. */
export function PictureDetails({ id, field }: { id: string; field: string }) {
  const { mt } = useMediaTexts();
  const errorText = useErrorText();
  const { asset, error } = useAsset(id);
  const [retryError, setRetryError] = useState<string | null>(null);

  if (error && !asset) return <Notice tone="error">{errorText({ status: 0, code: "network" } as never)}</Notice>;
  if (!asset) return null;
  if (asset.status === "pending") return <Notice tone="info">{mt.processingNote}</Notice>;
  if (asset.status === "failed") {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Notice tone="error">{retryError ?? mt.failedNote}</Notice>
        <button
          type="button"
          className={quiet}
          onClick={async () => {
            const r = await call(() => retryAsset(id));
            if (r.ok) setAsset(r.data);
            else setRetryError(errorText(r.error) ?? "");
          }}
        >
          {mt.retry}
        </button>
      </div>
    );
  }
  return <FocalPoint key={asset.id} asset={asset} field={field} />;
}

/** FocalPoint: the picture, on which a click, a tap or the arrow keys set
 * the point every crop keeps in view (saved on the asset, so every page
 * using it follows), a live text saying where it is, and below, each crop
 * a page makes of this field, drawn as the public Picture draws it. */
function FocalPoint({ asset, field }: { asset: Asset; field: string }) {
  const { mt } = useMediaTexts();
  const errorText = useErrorText();
  const titleId = useId();
  const liveId = useId();
  const [focal, setLocal] = useState<[number, number]>(asset.focal);
  const [said, setSaid] = useState("");
  const [error, setError] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pct = (p: [number, number]) => ({ x: Math.round(p[0] * 100), y: Math.round(p[1] * 100) });

  useEffect(() => () => clearTimeout(timer.current), []);

  // Every move shows at once; the save waits until the moves stop.
  const move = (next: [number, number]) => {
    setLocal(next);
    setSaid(fill(mt.focalAt, pct(next)));
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const r = await call(() => setFocal(asset.id, next[0], next[1]));
      if (r.ok) {
        setError(null);
        setSaid(fill(mt.focalSaved, pct(next)));
        setAsset(r.data);
      } else setError(errorText(r.error) ?? "");
    }, 400);
  };

  const onPointer = (e: PointerEvent<HTMLButtonElement>) => {
    const box = img.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 100) / 100));
    move([clamp((e.clientX - box.left) / box.width), clamp((e.clientY - box.top) / box.height)]);
  };
  const onKey = (e: KeyboardEvent) => {
    const next = moved(focal, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    move(next);
  };

  const crops = cropsFor(field);
  const src = thumbURL(asset, 800);
  const position = objectPosition(focal);
  return (
    <div role="group" aria-labelledby={titleId} className="space-y-3 rounded-xl border border-ink-100 bg-ink-50 p-3 sm:p-4">
      <div className="space-y-1">
        <p id={titleId} className="text-sm font-bold text-ink-900">
          {mt.focalTitle}
        </p>
        <p className="text-xs text-ink-600">{mt.focalHelp}</p>
      </div>
      <div className="relative w-fit max-w-full" dir="ltr">
        <img ref={img} src={src} alt="" width={asset.width} height={asset.height} className="block h-auto max-h-72 w-auto max-w-full rounded-lg" draggable={false} />
        <button
          type="button"
          aria-label={mt.focalLabel}
          aria-describedby={liveId}
          onPointerDown={onPointer}
          onPointerMove={(e) => e.buttons === 1 && e.pointerType === "mouse" && onPointer(e)}
          onKeyDown={onKey}
          className="absolute inset-0 cursor-crosshair rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          <span
            aria-hidden="true"
            className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-accent-600/40 shadow-[0_0_0_2px_rgb(11_16_38/0.7)]"
            style={{ left: `${focal[0] * 100}%`, top: `${focal[1] * 100}%` }}
          />
        </button>
      </div>
      <p id={liveId} aria-live="polite" className="text-sm text-ink-700">
        {said || fill(mt.focalAt, pct(focal))}
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      <div className="space-y-2">
        <p className="text-sm font-bold text-ink-900">{mt.cropsTitle}</p>
        {crops.length === 0 ? (
          <p className="text-xs text-ink-600">{mt.cropsNone}</p>
        ) : (
          <ul role="list" className="flex flex-wrap items-end gap-4">
            {crops.map((c) => (
              <CropPreview key={c.name} crop={c} src={src} position={position} label={mt.crops[c.name]} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** CropPreview draws a crop as the public Picture does (object-fit cover
 * at the focal point, or contain for a logo box), at a size that fits the
 * studio: a phone crop taller than wide, a desktop one wide. */
function CropPreview({ crop, src, position, label }: { crop: Crop; src: string; position: string; label: string }) {
  const height = crop.round ? 96 : crop.aspect < 1 ? 176 : 112;
  const width = Math.round(height * crop.aspect);
  return (
    <li className="space-y-1">
      <img
        src={src}
        alt=""
        data-crop={crop.name}
        width={width}
        height={height}
        style={{ width, height, objectFit: crop.contain ? "contain" : "cover", objectPosition: crop.contain ? undefined : position }}
        className={`block max-w-full bg-white ring-1 ring-ink-100 ${crop.round ? "rounded-full" : "rounded-md"}`}
      />
      <p className="text-xs font-semibold text-ink-700">{label}</p>
    </li>
  );
}
