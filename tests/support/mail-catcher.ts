import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; subject: string; text: string; html: string; raw: string };
export type MailCatcher = { port: number; mails: CaughtMail[]; close(): Promise<void> };

function decodeBody(body: string, encoding: string): string {
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
        : Buffer.from(body, 'utf8');
  return bytes.toString('utf8');
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );

/** Reads the text and HTML bodies of a message as nodemailer writes it (multipart/alternative). */
export function parseMail(raw: string, to: string[]): CaughtMail {
  const { headers, body } = splitHead(raw);
  const mail: CaughtMail = { to, subject: decodeWords(headers.subject ?? ''), text: '', html: '', raw };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const { headers: partHeaders, body: partBody } = splitHead(part.replace(/^\r?\n/, ''));
    const text = decodeBody(partBody.replace(/\r?\n$/, ''), (partHeaders['content-transfer-encoding'] ?? '7bit').toLowerCase());
    if ((partHeaders['content-type'] ?? '').startsWith('text/html')) mail.html = text;
    else if ((partHeaders['content-type'] ?? '').startsWith('text/plain')) mail.text = text;
  }
  return mail;
}

/** A real SMTP server (the smtp-server package) on 127.0.0.1 that keeps what it receives. */
export async function startMailCatcher(port: number, options: { refuse?: boolean } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((rcpt) => rcpt.address)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return { port: address.port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
