import type { AnyFormInput } from '@/lib/shop/content/schemas';
import type { FormKind } from '@/lib/shop/content/form-kinds';

type Label = (key: string) => string;

/**
 * The e-mail the operator reads for a submission: one "Label: value" line per filled field,
 * photos as links to this site, videos by name (they are asked for by reply).
 */
export function formNotification(kind: FormKind, id: number, data: AnyFormInput, label: Label, origin: string): { subject: string; body: string } {
  const lines: string[] = [];
  for (const [field, value] of Object.entries(data)) {
    if (field === 'imageIds' || field === 'videoNames') continue;
    if (typeof value === 'string' && value !== '') lines.push(`${label(`${kind}.fields.${field}`)}: ${value}`);
  }
  if ('imageIds' in data && data.imageIds.length > 0) lines.push(`${label('notification.images')}: ${data.imageIds.map((image) => `${origin}/api/uploads/${image}`).join(' ')}`);
  if ('videoNames' in data && data.videoNames.length > 0) lines.push(`${label('notification.videos')}: ${data.videoNames.join(', ')}`);
  return { subject: `[${label(`${kind}.notificationSubject`)} #${id}] ${data.email}`, body: lines.join('\n') };
}
