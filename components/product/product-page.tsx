import { Activity } from 'react';
import { getTranslations } from 'next-intl/server';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/routing';
import { textLang } from '@/lib/i18n/text-lang';
import type { ProductDetail } from '@/lib/shop/catalogue';
import type { ProductCrumb } from '@/lib/shop/catalogue';
import { sanitizeCatalogueHtml } from '@/lib/security/sanitize';
import { productJsonLd, productOpenGraphTags } from '@/lib/seo/product';
import { siteUrl } from '@/lib/seo/site';
import { jsonLdScript } from '@/lib/seo/json-ld';
import { breadcrumbJsonLd, productCrumbTargets } from '@/lib/seo/breadcrumbs';
import { vehicleBySlug } from '@/lib/shop/catalogue';
import { pricedCardProduct } from '@/lib/shop/catalogue';
import { ScopedMessages } from '@/components/layout/scoped-messages';
import { ReviewsArea } from '@/components/reviews/deferred-islands';
import { ReviewSummary, SUMMARY_STARS } from '@/components/reviews/review-summary';
import { ReviewList } from '@/components/reviews/review-list';
import { QuestionList } from '@/components/reviews/question-list';
import { filterValueLabel } from '@/components/listing/value-label';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductGallery } from './product-gallery';
import { ProductSummaryPanel } from './product-summary-panel';
import { HtmlSection } from './html-section';
import { ProductVideo } from './product-video';
import { RelatedCarousel } from './related-carousel';
import { RELATED_PER_VIEW, relatedHref } from './related-card';
import { ProductCard } from '@/components/catalog/product-card';
import { RecordView } from './record-view';

// What the review islands read (the area's buttons, the forms loaded on use, the thanks dialog): the
// summary, lists, sort options and reaction labels are the server's words.
const REVIEW_ISLAND_MESSAGES = [
  ...['heading', 'writeReview', 'reviewSubmitted', 'name', 'email', 'rating', 'starsLabel', 'reviewTitle', 'experience', 'images', 'imagesHint', 'imageRejected'].map((key) => `reviews.${key}`),
  ...['tooManyImages', 'removeImage', 'submitting', 'submitReview', 'fillAllFields', 'emailInvalid', 'submitFailed', 'thankYou'].map((key) => `reviews.${key}`),
  ...['ask', 'question', 'submit', 'fillAllFields', 'submitted'].map((key) => `questions.${key}`),
  'common.close',
];
type ProductPageProps = {
  product: ProductDetail;
  locale: Locale;
  crumbs: ProductCrumb[];
};

/** The product page for every link shape: complete in the first HTML, with small client islands. */
export async function ProductPage({ product, locale, crumbs }: ProductPageProps) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const crumbText = await getTranslations({ locale, namespace: 'breadcrumbs' });
  const values = await getTranslations({ locale, namespace: 'listing.values' });
  const vehicles = await getTranslations({ locale, namespace: 'vehicles' });
  const reviewText = await getTranslations({ locale, namespace: 'reviews' });
  const questionText = await getTranslations({ locale, namespace: 'questions' });
  // Linked by their catalogue words, then named in the words ProductBreadcrumbs shows.
  const linked = productCrumbTargets(crumbs, product, vehicleBySlug(product.vehicle)?.label);
  const visibleCrumbs = crumbs.map((crumb, index) => ({
    label: crumb.labelKey ? crumbText(crumb.labelKey) : crumb.catalogue ? filterValueLabel(crumb.label, values, vehicles) : crumb.label,
    href: linked[index].href,
  }));
  const origin = siteUrl();
  const breadcrumbList = breadcrumbJsonLd(visibleCrumbs, locale, origin);
  const { descriptionHtml, featuresHtml, fitmentHtml, htmlLang, related, reviews, questions, reviewStats, ...summary } = product;
  const relatedCards = related.map((item) => pricedCardProduct(item, INTL_LOCALE[locale]));
  const sections = [
    { id: 'fitment', title: t('fitment'), html: sanitizeCatalogueHtml(fitmentHtml), lang: textLang(htmlLang.fitment, locale) },
    { id: 'features', title: t('features'), html: sanitizeCatalogueHtml(featuresHtml), lang: textLang(htmlLang.features, locale) },
    { id: 'description', title: t('description'), html: sanitizeCatalogueHtml(descriptionHtml), lang: textLang(htmlLang.description, locale) },
  ].filter((section) => section.html);

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 lg:py-10">
      {productOpenGraphTags(product).map((tag) => (
        <meta key={tag.property} property={tag.property} content={tag.content} />
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript([productJsonLd(product, locale, origin), breadcrumbList]) }} />
      <RecordView product={summary} />
      <ProductBreadcrumbs crumbs={crumbs} />

      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <ProductGallery images={product.images} alt={product.alt || product.name} altLang={textLang(product.lang ?? 'en', locale)} />
        <ProductSummaryPanel product={summary} />
      </div>

      {product.video && <ProductVideo id={product.video} title={t('videoTitle', { name: product.name })} />}

      {sections.map((section) => (
        <HtmlSection key={section.id} id={section.id} title={section.title} html={section.html} lang={section.lang} />
      ))}

      <aside className="mt-8 flex gap-3 rounded border border-warning/40 bg-warning/5 p-4 text-sm" aria-label={t('prop65Label')}>
        <span aria-hidden="true" className="text-xl leading-none text-warning">
          ⚠
        </span>
        <p>
          {t.rich('prop65', {
            strong: (chunks) => <strong>{chunks}</strong>,
            link: (chunks) => (
              <a href="https://www.p65warnings.ca.gov/" className="text-brand underline" rel="noopener noreferrer" target="_blank">
                {chunks}
              </a>
            ),
          })}
        </p>
      </aside>

      {related.length > 1 && (
        <section className="render-near mt-12" aria-labelledby="related-title">
          <h2 id="related-title" className="mb-4 text-xl font-black uppercase">
            {t('youMayAlsoLike')}
          </h2>
          <RelatedCarousel
            first={relatedCards.slice(0, RELATED_PER_VIEW).map((card) => (
              <ProductCard key={card.id} product={card} href={relatedHref(card)} />
            ))}
            more={relatedCards.slice(RELATED_PER_VIEW)}
            labels={{ previous: t('previous'), next: t('next'), first: t('firstRelated'), last: t('lastRelated') }}
          />
        </section>
      )}

      <div className="render-near">
        <ScopedMessages locale={locale} namespaces={REVIEW_ISLAND_MESSAGES}>
          {/* The reviews' islands hydrate in this boundary once their code has arrived; unlike Suspense, the server never streams it (components/reviews/deferred-islands.tsx). */}
          <Activity>
            <ReviewsArea
              productSlug={product.slug}
              entries={{ reviews: reviews.map(({ id }) => ({ id })), questions: questions.map(({ id }) => ({ id })) }}
              summary={
                <ReviewSummary
                  stats={reviewStats}
                  basedOn={reviewText('basedOn', { count: reviewStats.totalReviews })}
                  starLabels={SUMMARY_STARS.map((star) => reviewText('starsLabel', { count: star }))}
                />
              }
              reviewList={<ReviewList product={product.slug} reviews={reviews} />}
              questionList={<QuestionList product={product.slug} questions={questions} />}
              headings={{ reviews: reviewText('listTitle', { count: reviews.length }), questions: questionText('listTitle', { count: questions.length }) }}
            />
          </Activity>
        </ScopedMessages>
      </div>

      <section className="render-near mt-12 rounded bg-surface p-5 text-sm text-muted" aria-labelledby="ordering-title">
        <h2 id="ordering-title" className="mb-2 text-base font-bold text-ink">
          {t('orderingTitle')}
        </h2>
        <p className="mb-2">{t('orderingProcessing')}</p>
        <p className="mb-2">{t('orderingSpecial')}</p>
        <p>{t('orderingQuestions')}</p>
      </section>
    </article>
  );
}
