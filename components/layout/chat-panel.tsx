'use client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from '#intl';
import { postJson } from '@/lib/client/post-json';
import { CloseIcon } from './panel-icons';

const QUESTIONS = ['track', 'shipping', 'returns', 'contact', 'issue', 'price', 'dropShip'] as const;

/**
 * The chat panel of the original shop: canned questions fill the box. The original sent nothing;
 * here a message goes to the team as a contact submission (stored, and a notice mailed to the
 * shop), with the shopper's e-mail to answer to. Loaded on the first press of the chat button and
 * kept mounted while closed, so a half-written message survives closing it.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('chat');
  const locale = useLocale();
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    if (open) textarea.current?.focus();
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    setFailure(null);
    const result = await postJson('/api/forms/contact', { email: email.trim(), message, topic: 'support' }, locale);
    setSending(false);
    if (!result.ok) {
      setFailure(result.message ?? t('failed'));
      return;
    }
    setSent((previous) => [...previous, message]);
    setText('');
  }

  if (!open) return null;
  return (
    <section
      role="dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className="mb-3 flex max-h-[75vh] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg border border-line bg-white shadow-2xl"
    >
      <header className="flex items-center justify-between bg-ink px-4 py-3 text-white">
        <h2 id={`${id}-title`} className="font-bold">
          {t('title')}
        </h2>
        <button type="button" onClick={onClose} aria-label={t('close')} className="rounded p-1 hover:bg-white/10">
          <CloseIcon />
        </button>
      </header>
      <div className="flex-1 space-y-3 overflow-y-auto p-4 text-sm">
        <p className="rounded bg-surface p-3">{t('greeting')}</p>
        <ul className="flex flex-wrap gap-2">
          {QUESTIONS.map((key) => (
            <li key={key}>
              <button type="button" onClick={() => setText(t(`questions.${key}`))} className="rounded-full border border-line px-3 py-1 text-left text-xs hover:border-brand hover:text-brand">
                {t(`questions.${key}`)}
              </button>
            </li>
          ))}
        </ul>
        {sent.map((message, index) => (
          <p key={index} className="ml-8 rounded bg-brand/10 p-3">
            {message}
          </p>
        ))}
        {sent.length > 0 && <p className="rounded bg-surface p-3" role="status">{t('sent', { email: email.trim() })}</p>}
        {failure && (
          <p className="rounded border border-danger bg-danger/5 p-3 text-danger" role="alert">
            {failure}
          </p>
        )}
      </div>
      <form onSubmit={submit} className="flex flex-wrap gap-2 border-t border-line p-3">
        <label htmlFor={`${id}-email`} className="w-full text-xs font-semibold">
          {t('emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="w-full rounded border border-line p-2 text-sm"
        />
        <label htmlFor={`${id}-text`} className="sr-only">
          {t('label')}
        </label>
        <textarea
          id={`${id}-text`}
          ref={textarea}
          rows={2}
          value={text}
          placeholder={t('placeholder')}
          onChange={(event) => setText(event.target.value)}
          className="flex-1 resize-none rounded border border-line p-2 text-sm"
        />
        <button type="submit" disabled={!text.trim() || sending} className="self-end rounded bg-brand px-3 py-2 text-sm font-semibold text-white disabled:opacity-50">
          {sending ? t('sending') : t('send')}
        </button>
      </form>
    </section>
  );
}
