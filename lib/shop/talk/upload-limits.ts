/** Limits of review and question images (spec 001: images only; this shop: 5 MB each, 6 per post). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 6;
/** The multipart field name of the original upload call. */
export const UPLOAD_FIELD = 'imageFiles[]';
/** Stored uploads are named by a random id: 32 lowercase hex digits. */
export const UPLOAD_ID_PATTERN = /^[a-f0-9]{32}$/;
/**
 * An image name a review, question or form may carry: one of our upload ids, or a file name the
 * remote shop's upload call answered. No slashes, so it can only name a file, never a path.
 */
export const IMAGE_NAME_PATTERN = /^[\w][\w.\- ()]{0,199}$/;
