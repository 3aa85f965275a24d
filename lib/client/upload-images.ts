import type { PostResult } from '@/lib/client/post-json';
import { UPLOAD_FIELD } from '@/lib/shop/talk';

/** Sends the chosen photos before what they belong to (a review, a question, a warranty claim); the upload endpoint checks them by content and answers their ids. */
export async function uploadImages(files: readonly File[], locale: string): Promise<PostResult<{ imageNames: string[] }>> {
  if (files.length === 0) return { ok: true, data: { imageNames: [] } };
  const body = new FormData();
  for (const file of files) body.append(UPLOAD_FIELD, file);
  try {
    const response = await fetch(`/api/uploads?locale=${locale}`, { method: 'POST', body });
    const json = await response.json().catch(() => null);
    if (response.ok && Array.isArray(json?.imageNames)) return { ok: true, data: json };
    return { ok: false, status: response.status, message: json?.error?.message ?? null };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}
