import nodemailer from 'nodemailer';
import type { MailTransport } from './sender';

/** The one mailer: nodemailer over the SMTP relay named by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(url: string): MailTransport & { close(): void } {
  return nodemailer.createTransport(url);
}
