import { PAGE_SIZE } from '@/lib/shop/catalogue';

export function ProductSkeletons({ count = PAGE_SIZE, label }: { count?: number; label: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="card-grid" data-testid="product-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="animate-pulse overflow-hidden rounded-lg border border-line bg-white">
          <div className="aspect-square bg-surface" />
          <div className="space-y-2 p-3">
            <div className="h-3 rounded bg-surface" />
            <div className="h-3 w-2/3 rounded bg-surface" />
            <div className="h-4 w-1/3 rounded bg-surface" />
          </div>
        </li>
      ))}
    </ul>
  );
}
