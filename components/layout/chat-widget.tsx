'use client';
import { useRef, useState } from 'react';
import { lazyClient } from '@/components/ui/lazy-client';
import { useTranslations } from '#intl';
import { useLazyPanel } from '@/lib/client/hooks/use-lazy-panel';
import { useCoversKeyContent } from '@/lib/client/hooks/use-covers-key-content';
import { ChatIcon } from './icons';

// The panel (its form, the canned questions, the request that sends a message) is code only a shopper who opens the chat needs.
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazyClient(() => loadPanel().then((loaded) => loaded.ChatPanel));

/**
 * The round chat button of every page; the panel's code is fetched on first intent (useLazyPanel)
 * and it opens with the message box focused. It floats over the screen's corner, so it fades out
 * while a price, a total or a buy button (KEEP_CLEAR) lies under it, and comes back once that
 * content has scrolled on; it stays while it has focus or its panel is open.
 */
export function ChatWidget() {
  const t = useTranslations('chat');
  const panel = useLazyPanel(loadPanel);
  const opener = useRef<HTMLButtonElement>(null);
  const covering = useCoversKeyContent(opener);
  const [focused, setFocused] = useState(false);
  const aside = covering && !panel.open && !focused;

  const close = () => {
    panel.hide();
    opener.current?.focus();
  };

  return (
    <div className="fixed bottom-[max(1rem,env(safe-area-inset-bottom))] right-4 z-30 print:hidden">
      {panel.mounted && <ChatPanel open={panel.open} onClose={close} />}
      <button
        ref={opener}
        type="button"
        onPointerDown={panel.prefetch.onPointerDown}
        onFocus={() => {
          panel.prefetch.onFocus();
          setFocused(true);
        }}
        onBlur={() => setFocused(false)}
        onClick={() => (panel.open ? close() : panel.show())}
        aria-expanded={panel.open}
        aria-label={t('open')}
        data-aside={aside || undefined}
        className="ml-auto grid size-12 place-items-center rounded-full bg-brand text-white shadow-lg transition-[opacity,visibility] duration-200 hover:bg-brand-dark data-aside:invisible data-aside:opacity-0 sm:size-14"
      >
        <ChatIcon />
      </button>
    </div>
  );
}
