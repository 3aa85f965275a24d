'use client';
import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ChatIcon } from './icons';

// The panel (its form, the canned questions, the request that sends a message) is code only a shopper who opens the chat needs.
const loadPanel = () => import('./chat-panel');
const ChatPanel = dynamic(() => loadPanel().then((loaded) => loaded.ChatPanel), { ssr: false });

/**
 * The round chat button of every page. A press starts fetching the panel; the click mounts it open, and it
 * shows (with the message box focused) as soon as its code has arrived, so the first click is never lost.
 */
export function ChatWidget() {
  const t = useTranslations('chat');
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <div className="fixed bottom-4 right-4 z-30 print:hidden">
      {mounted && <ChatPanel open={open} onClose={close} />}
      <button
        ref={opener}
        type="button"
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          if (open) return close();
          setMounted(true);
          setOpen(true);
        }}
        aria-expanded={open}
        aria-label={t('open')}
        className="ml-auto grid h-14 w-14 place-items-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-dark"
      >
        <ChatIcon />
      </button>
    </div>
  );
}
