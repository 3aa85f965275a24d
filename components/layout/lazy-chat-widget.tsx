'use client';
import { lazyClient } from '@/components/ui/lazy-client';
import { useHydrated } from '@/lib/client/hooks/use-hydrated';

// Without JavaScript the chat button could not open, so the first paint goes without it and its code
// (the button, its keep-clear watch) comes once the page is interactive instead of with every first load.
const ChatWidget = lazyClient(() => import('./chat-widget').then((loaded) => loaded.ChatWidget));

/** The chat button, mounted once the page is interactive; it floats over the corner, so nothing moves when it comes. */
export function LazyChatWidget() {
  return useHydrated() ? <ChatWidget /> : null;
}
