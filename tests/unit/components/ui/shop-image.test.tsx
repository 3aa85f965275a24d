/**
 * @jest-environment jest-fixed-jsdom
 */
import { render } from '@testing-library/react';
import ShopImage from '@/components/ui/shop-image';

describe('ShopImage', () => {
  it.each([
    { picture: 'a priority picture (the first screen’s largest)', options: { priority: true }, fetchPriority: 'high', loading: null, decoding: 'sync' },
    { picture: 'a picture a shopper scrolls to', options: {}, fetchPriority: null, loading: 'lazy', decoding: 'async' },
    { picture: 'a priority picture its caller asks to fetch low', options: { priority: true, fetchPriority: 'low' as const }, fetchPriority: 'low', loading: null, decoding: 'sync' },
  ])('$picture: fetchpriority $fetchPriority, loading $loading, decoding $decoding', ({ options, fetchPriority, loading, decoding }) => {
    const { container } = render(<ShopImage src="/products/hood-3.webp" alt="Carbon hood" width={400} height={400} sizes="50vw" {...options} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('fetchpriority')).toBe(fetchPriority);
    expect(img.getAttribute('loading')).toBe(loading);
    // A first-screen picture is painted in the frame that paints the text around it, not a frame later.
    expect(img.getAttribute('decoding')).toBe(decoding);
    expect(img.getAttribute('alt')).toBe('Carbon hood');
    expect(img.getAttribute('srcset')).toContain('/_next/image?url=%2Fproducts%2Fhood-3.webp');
  });

  it('preloads a priority picture at high priority with its sizes, so it is fetched before the scripts', () => {
    render(<ShopImage src="/products/exhaust-3.webp" alt="Exhaust" width={400} height={400} sizes="50vw" priority />);
    const link = document.head.querySelector('link[rel="preload"][as="image"][imagesrcset*="exhaust-3.webp"]');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(link?.getAttribute('imagesizes')).toBe('50vw');
  });
});
