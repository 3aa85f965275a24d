import { useTranslations } from 'next-intl';
import './home.css';
import { Carousel } from '@/components/ui/carousel';

export const REVIEW_AUTOPLAY_MS = 5000;
export const REVIEW_KEYS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'] as const;

export function ReviewCarousel() {
  const t = useTranslations('home.reviews');
  return (
    <Carousel
      modules={['A11y', 'Autoplay', 'Pagination']}
      options={{
        className: 'review-swiper',
        slidesPerView: 1,
        spaceBetween: 24,
        breakpoints: { 768: { slidesPerView: 2 }, 1100: { slidesPerView: 3 } },
        autoplay: { delay: REVIEW_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
        pagination: { clickable: true },
        loop: true,
        a11y: { paginationBulletMessage: t('goTo', { index: '{{index}}' }) },
      }}
      slideClassName="!h-auto"
    >
      {REVIEW_KEYS.map((key) => (
        <figure key={key} className="flex h-full flex-col rounded-lg border border-line bg-white p-5 shadow-sm">
          <p className="mb-2 text-brand">
            <span aria-hidden="true">★★★★★</span>
            <span className="sr-only">{t('stars')}</span>
          </p>
          <blockquote className="flex-1 text-sm leading-relaxed text-ink">“{t(`items.${key}.text`)}”</blockquote>
          <figcaption className="mt-4 text-sm">
            <span className="font-bold">{t(`items.${key}.name`)}</span>
            <span className="block text-xs text-muted">{t(`items.${key}.vehicle`)}</span>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
