import { translator } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { renderMail, type Mail } from '@/lib/mail/render';

/** The mails an account sends: password reset and the newsletter's welcome. */

export function passwordResetMail(input: { to: string; locale: Locale; link: string; minutes: number }): Mail {
  const t = translator(input.locale, 'auth.resetMail');
  const mail = translator(input.locale, 'mail');
  const [intro, ...rest] = t('body', { link: input.link, minutes: input.minutes }).split(input.link);
  return renderMail({
    to: input.to,
    subject: t('subject'),
    lang: input.locale,
    blocks: [
      { kind: 'paragraph', text: intro.trim() },
      { kind: 'action', label: mail('resetButton'), url: input.link },
      { kind: 'paragraph', text: rest.join('').trim() },
      { kind: 'paragraph', text: mail('signature') },
    ],
  });
}

export function newsletterWelcomeMail(input: { to: string; locale: Locale; shopUrl: string }): Mail {
  const t = translator(input.locale, 'mail.newsletter');
  const mail = translator(input.locale, 'mail');
  return renderMail({
    to: input.to,
    subject: t('subject'),
    lang: input.locale,
    blocks: [
      { kind: 'paragraph', text: t('body') },
      { kind: 'action', label: t('shop'), url: input.shopUrl },
      { kind: 'paragraph', text: mail('signature') },
    ],
  });
}
