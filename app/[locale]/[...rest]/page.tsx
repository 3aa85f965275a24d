import { notFound } from 'next/navigation';
import { placeholderCatchAll } from '@/lib/i18n/build-placeholder';

// Any path outside the route table answers 404 with the localized not-found view.
export const generateStaticParams = () => placeholderCatchAll('rest');

export default function CatchAll() {
  notFound();
}
