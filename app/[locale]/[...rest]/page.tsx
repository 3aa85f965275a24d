import { notFound } from 'next/navigation';

// Any path outside the route table answers 404 with the localized not-found view.
export default function CatchAll() {
  notFound();
}
