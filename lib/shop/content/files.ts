import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@/lib/shop/talk';
import { MAX_VIDEO_NAMES } from '@/lib/shop/content/form-kinds';

export type PickedFile = { name: string; type: string; size: number };
export type FileCheck = { ok: true; images: number[]; videos: number[] } | { ok: false; error: 'fileType' | 'tooManyFiles' | 'fileTooLarge' };

/** The warranty form's picker takes images and videos only; what the browser says the type is decides. */
export const ACCEPTED_FILE_TYPES = 'image/*,video/*';

/**
 * Sorts the picked files into photos (uploaded, within the upload limits) and videos (listed by
 * name); anything else refuses the whole pick, so the shopper sees why.
 */
export function checkWarrantyFiles(files: readonly PickedFile[]): FileCheck {
  const images: number[] = [];
  const videos: number[] = [];
  files.forEach((file, index) => {
    if (file.type.startsWith('image/')) images.push(index);
    else if (file.type.startsWith('video/')) videos.push(index);
  });
  if (images.length + videos.length !== files.length) return { ok: false, error: 'fileType' };
  if (images.length > MAX_UPLOAD_FILES || videos.length > MAX_VIDEO_NAMES) return { ok: false, error: 'tooManyFiles' };
  if (images.some((index) => files[index].size > MAX_UPLOAD_BYTES)) return { ok: false, error: 'fileTooLarge' };
  return { ok: true, images, videos };
}
