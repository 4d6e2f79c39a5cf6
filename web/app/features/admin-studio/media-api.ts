import { api } from "~/features/admin-core/api";

/** Asset is a picture of the media library as /api/admin/media answers it
 * (docs/admin-api.md, "Media library"). */
export interface Asset {
  id: string;
  name: string;
  format: "jpg" | "png" | "webp" | "avif" | "svg";
  bytes: number;
  width: number;
  height: number;
  focal: [number, number];
  alt?: Record<string, string>;
  color?: string;
  placeholder?: string;
  status: "pending" | "ready" | "failed";
  error?: string;
  createdAt: string;
  used: boolean;
}

export const listAssets = (signal?: AbortSignal) => api<{ assets: Asset[] }>("/api/admin/media", "GET", undefined, signal);
export const getAsset = (id: string, signal?: AbortSignal) => api<Asset>(`/api/admin/media/${encodeURIComponent(id)}`, "GET", undefined, signal);
export const retryAsset = (id: string) => api<Asset>(`/api/admin/media/${encodeURIComponent(id)}/retry`, "POST");
export const setFocal = (id: string, x: number, y: number) => api<Asset>(`/api/admin/media/${encodeURIComponent(id)}/focal`, "PUT", { x, y });

/** thumbURL is a small made file of a ready asset: 240 pixels wide (or the
 * picture's own width when smaller, which the server also makes, decision
 * 0265), in WebP, or the SVG itself. */
export function thumbURL(a: Pick<Asset, "id" | "format" | "width">, wide = 240): string {
  const w = Math.min(wide, a.width);
  return a.format === "svg" ? `/media/${a.id}-${a.width}.svg` : `/media/${a.id}-${w}.webp`;
}

/** The answer of a refused upload: the API's code ("too_large", …) and HTTP status. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
  }
}

/** uploadAsset sends a file as the request body (not multipart: decision
 * 0175) through XMLHttpRequest, the one browser API that reports upload
 * progress; onProgress gets 0–1. A background picture (hero) also gets the
 * 2400-pixel width. */
export function uploadAsset(file: File, opts: { hero: boolean; onProgress: (part: number) => void; signal?: AbortSignal }): Promise<Asset> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const q = new URLSearchParams({ name: file.name });
    if (opts.hero) q.set("hero", "1");
    xhr.open("POST", `/api/admin/media?${q}`);
    xhr.setRequestHeader("Content-Type", file.type && file.type.startsWith("image/") ? file.type : "application/octet-stream");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as Record<string, unknown>;
      if (xhr.status === 200 || xhr.status === 201) resolve(body as unknown as Asset);
      else reject(new UploadError(xhr.status, typeof body.code === "string" ? body.code : `http_${xhr.status}`));
    };
    xhr.onerror = () => reject(new UploadError(0, "network"));
    xhr.onabort = () => reject(new UploadError(0, "aborted"));
    opts.signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(file);
  });
}
