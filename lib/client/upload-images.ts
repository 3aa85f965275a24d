import type { PostResult } from '@/lib/client/post-json';
import { UPLOAD_FIELD } from '@/lib/shop/talk';

/** Sends the chosen images before the review or question itself; answers their upload ids. */
export async function uploadImages(files: File[], locale: string): Promise<PostResult<{ imageNames: string[] }>> {
  if (files.length === 0) return { ok: true, data: { imageNames: [] } };
  const body = new FormData();
  for (const file of files) body.append(UPLOAD_FIELD, file);
  try {
    const response = await fetch(`/api/uploads?locale=${locale}`, { method: 'POST', body });
    const json = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data: json };
    return { ok: false, status: response.status, message: json?.error?.message ?? null };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}
