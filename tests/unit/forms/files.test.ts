import { checkWarrantyFiles } from '@/lib/shop/content/files';
import { MAX_UPLOAD_BYTES } from '@/lib/shop/talk/upload-limits';

const image = (size = 1000) => ({ name: 'a.jpg', type: 'image/jpeg', size });
const video = { name: 'a.mp4', type: 'video/mp4', size: 50_000_000 };

it.each([
  [[], { ok: true, images: [], videos: [] }],
  [[image(), video], { ok: true, images: [0], videos: [1] }],
  [[image(), { name: 'a.pdf', type: 'application/pdf', size: 10 }], { ok: false, error: 'fileType' }],
  [[{ name: 'noext', type: '', size: 10 }], { ok: false, error: 'fileType' }],
  [Array.from({ length: 7 }, () => image()), { ok: false, error: 'tooManyFiles' }],
  [[image(MAX_UPLOAD_BYTES + 1)], { ok: false, error: 'fileTooLarge' }],
])('checkWarrantyFiles %#', (files, expected) => expect(checkWarrantyFiles(files)).toEqual(expected));
