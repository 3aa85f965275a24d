'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { ReactionChoice } from '@/lib/shop/talk';

const VisitorReactions = createContext<Record<string, ReactionChoice>>({});

/** This visitor's reactions (`useVisitorReactions`) for the server-rendered entries' buttons below. */
export function VisitorReactionsProvider({ reactions, children }: { reactions: Record<string, ReactionChoice>; children: ReactNode }) {
  return <VisitorReactions value={reactions}>{children}</VisitorReactions>;
}

/** The visitor's stored choice on one entry, keyed `${kind}:${id}`; 'none' until it has been read. */
export const useVisitorReaction = (key: string): ReactionChoice => useContext(VisitorReactions)[key] ?? 'none';
