import { useTranslations } from 'next-intl';
import './home.css';
import { Carousel } from '@/components/ui/carousel';
import { Link } from '@/lib/i18n/link';
import type { VehicleLine } from '@/lib/shop/catalogue';
import { VehicleArt } from '@/components/landing/vehicle-art';

export type HeroSlide = { line: VehicleLine; href: string };

const BACKDROP: Record<VehicleLine, string> = {
  gr86: 'from-[#1a0506] via-[#5c0b0f] to-[#d7191f]',
  supra: 'from-[#0b0c0f] via-[#2b2f38] to-[#b37a00]',
  corolla: 'from-[#0a0f1c] via-[#1e2a4a] to-[#d7191f]',
  camry: 'from-[#0b0c0f] via-[#1f3a4d] to-[#5d7a99]',
};

export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const t = useTranslations('home.hero');
  return (
    <Carousel
      modules={['A11y', 'Autoplay', 'Keyboard', 'Navigation', 'Pagination']}
      options={{
        className: 'hero-swiper',
        slidesPerView: 1,
        loop: true,
        keyboard: true,
        navigation: true,
        pagination: { clickable: true },
        autoplay: { delay: 6000, pauseOnMouseEnter: true, disableOnInteraction: true },
        a11y: { prevSlideMessage: t('previous'), nextSlideMessage: t('next'), paginationBulletMessage: t('goTo', { index: '{{index}}' }) },
      }}
    >
      {slides.map((slide, index) => (
        <div key={slide.line}>
          <div className={`relative flex h-[22rem] items-center overflow-hidden bg-gradient-to-r sm:h-[28rem] ${BACKDROP[slide.line]}`}>
            <div className="absolute inset-0 opacity-20 [background-image:repeating-linear-gradient(115deg,transparent_0_38px,rgba(255,255,255,.35)_38px_40px)]" aria-hidden="true" />
            <VehicleArt line={slide.line} className="absolute -right-10 bottom-4 w-[28rem] max-w-[85%] opacity-90 sm:right-6 sm:w-[36rem]" />
            <div className="relative mx-auto w-full max-w-7xl px-11 pb-16 sm:px-12">
              <p className="mb-2 text-xs font-bold uppercase tracking-[0.3em] text-white/80">{t(`slides.${slide.line}.kicker`)}</p>
              {index === 0 ? (
                <h1 className="max-w-xl text-3xl font-black uppercase leading-tight text-white sm:text-5xl">{t(`slides.${slide.line}.title`)}</h1>
              ) : (
                <h2 className="max-w-xl text-3xl font-black uppercase leading-tight text-white sm:text-5xl">{t(`slides.${slide.line}.title`)}</h2>
              )}
              <p className="mt-3 max-w-md text-sm text-white/85 sm:text-base">{t(`slides.${slide.line}.text`)}</p>
              <Link href={slide.href} className="mt-5 inline-block rounded bg-white px-5 py-2.5 text-sm font-bold uppercase text-ink hover:bg-brand hover:text-white">
                {t(`slides.${slide.line}.cta`)}
              </Link>
            </div>
          </div>
        </div>
      ))}
    </Carousel>
  );
}
