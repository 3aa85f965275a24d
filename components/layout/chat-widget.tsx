'use client';
import { useRef } from 'react';
import { lazyClient } from '@/components/ui/lazy-client';
import { useTranslations } from '#intl';
import { useLazyPanel } from '@/lib/hooks/use-lazy-panel';
import { ChatIcon } from './icons';

// The panel (its form, the canned questions, the request that sends a message) is code only a shopper who opens the chat needs.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazyClient(() => loadPanel().then((loaded) => loaded.ChatPanel));

/** The round chat button of every page; the panel's code is fetched on first intent (useLazyPanel) and it opens with the message box focused. */
export function ChatWidget() {
  const t = useTranslations('chat');
  const panel = useLazyPanel(loadPanel);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    panel.hide();
    opener.current?.focus();
  };

  return (
    <div className="fixed bottom-4 right-4 z-30 print:hidden">
      {panel.mounted && <ChatPanel open={panel.open} onClose={close} />}
      <button
        ref={opener}
        type="button"
        {...panel.prefetch}
        onClick={() => (panel.open ? close() : panel.show())}
        aria-expanded={panel.open}
        aria-label={t('open')}
        className="ml-auto grid h-14 w-14 place-items-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-dark"
      >
        <ChatIcon />
      </button>
    </div>
  );
}
