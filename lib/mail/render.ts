import sanitize from 'sanitize-html';

/** A mail as the queue stores it: the plain-text body and the same content as HTML. */
export type Mail = { to: string; subject: string; text: string; html: string };

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'rows'; title?: string; rows: (readonly [string, string])[] };

const escape = (text: string) => sanitize(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'escape' }).replaceAll('"', '&quot;');

function blockText(block: MailBlock): string {
  if (block.kind === 'paragraph') return block.text;
  if (block.kind === 'action') return `${block.label}:\n${block.url}`;
  return [block.title, ...block.rows.map(([label, value]) => `${label}: ${value}`)].filter(Boolean).join('\n');
}

function blockHtml(block: MailBlock): string {
  if (block.kind === 'paragraph') return `<p style="margin:0 0 16px">${escape(block.text).replaceAll('\n', '<br>')}</p>`;
  if (block.kind === 'action') {
    return `<p style="margin:0 0 16px"><a href="${escape(block.url)}" style="display:inline-block;background:#c8102e;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:bold">${escape(block.label)}</a></p>`;
  }
  const title = block.title ? `<h2 style="font-size:16px;margin:0 0 8px">${escape(block.title)}</h2>` : '';
  const rows = block.rows
    .map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0">${escape(label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap">${escape(value)}</td></tr>`)
    .join('');
  return `${title}<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;min-width:60%">${rows}</table>`;
}

/**
 * One list of blocks becomes both bodies, so the text and HTML versions never say different
 * things. Every value is escaped: names and addresses come from shoppers.
 */
export function renderMail(input: { to: string; subject: string; lang: string; blocks: MailBlock[] }): Mail {
  const text = input.blocks.map(blockText).join('\n\n');
  const html = `<!doctype html><html lang="${escape(input.lang)}"><head><meta charset="utf-8"><title>${escape(input.subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:600px;margin:0 auto;padding:24px">${input.blocks.map(blockHtml).join('')}</body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}

/** A notice to the shop's own mailbox (form submissions, new orders): in English, the team's language. */
export function shopNoticeMail(input: { to: string; subject: string; body: string }): Mail {
  return renderMail({ to: input.to, subject: input.subject, lang: 'en', blocks: input.body.split('\n\n').map((text) => ({ kind: 'paragraph', text })) });
}
