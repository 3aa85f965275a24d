import type { Locale } from '@/lib/i18n/routing';

export type ReviewStats = { counts: Record<1 | 2 | 3 | 4 | 5, number>; averageRating: number; totalReviews: number };

/** Reviewer e-mail addresses never leave the server: they are not part of this type. */
export type Review = {
  id: number;
  name: string;
  rating: number;
  title: string;
  experience: string;
  images: string[];
  likes: number;
  dislikes: number;
  verified: boolean;
  createdAt: string;
  /** The language of the page it was written on; unknown for the remote shop's reviews. */
  lang?: Locale;
};

export type Question = {
  id: number;
  name: string;
  question: string;
  images: string[];
  /** Each answer in the page's language when the shop has it, else as written; `lang` says which. */
  answers: { id: number; response: string; lang?: Locale }[];
  helpful: number;
  unhelpful: number;
  createdAt: string;
  /** The language of the page it was asked on; unknown for the remote shop's questions. */
  lang?: Locale;
};

export type ItemKind = 'review' | 'question';

export type ReactionCounts = { up: number; down: number };

/** What a shopper sends with a review or question; the product by slug (any link shape) or id. */
export type ReviewSubmission = { product: string | number; name: string; email: string; rating: number; title: string; experience: string; imageIds: string[]; locale?: Locale };

export type QuestionSubmission = { product: string | number; name: string; email: string; question: string; imageIds: string[]; locale?: Locale };

export type WriteResult<T> = { ok: true; item: T } | { ok: false; reason: 'not_found' | 'empty' | 'unknown_image' };
