import { UPLOAD_FIELD } from '@/lib/shop/talk';

type UploadResult = { ok: true; ids: string[] } | { ok: false; message: string | null };

/** Sends photos to this site's upload endpoint, which checks them by content and answers their ids. */
export async function uploadImages(images: readonly File[], locale: string): Promise<UploadResult> {
  const body = new FormData();
  for (const image of images) body.append(UPLOAD_FIELD, image);
  try {
    const response = await fetch(`/api/uploads?locale=${locale}`, { method: 'POST', body });
    const json = await response.json().catch(() => null);
    if (response.ok && Array.isArray(json?.imageNames)) return { ok: true, ids: json.imageNames };
    return { ok: false, message: json?.error?.message ?? null };
  } catch {
    return { ok: false, message: null };
  }
}
