/**
 * The fields Google requires (and the recommended ones this shop promises) for the rich results
 * the pages carry: Product snippets and merchant listings, BreadcrumbList, Organization and
 * WebSite with a site search box. Returns what is wrong, so a failing test names the field.
 * https://developers.google.com/search/docs/appearance/structured-data/search-gallery
 */
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const absoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);
const SCHEMA = (value: unknown, names: string[]) => typeof value === 'string' && names.some((name) => value === `https://schema.org/${name}`);

function days(problems: string[], where: string, value: unknown) {
  if (!isObject(value)) return problems.push(`${where} missing`);
  if (!(Number.isInteger(value.minValue) && Number.isInteger(value.maxValue) && (value.minValue as number) <= (value.maxValue as number)))
    problems.push(`${where} needs whole minValue <= maxValue`);
  if (value.unitCode !== 'DAY') problems.push(`${where}.unitCode must be DAY`);
}

function returnPolicyProblems(policy: unknown, where: string): string[] {
  const problems: string[] = [];
  if (!isObject(policy)) return [`${where} missing`];
  if (!text(policy.applicableCountry)) problems.push(`${where}.applicableCountry missing`);
  if (!SCHEMA(policy.returnPolicyCategory, ['MerchantReturnFiniteReturnWindow', 'MerchantReturnNotPermitted', 'MerchantReturnUnlimitedWindow']))
    problems.push(`${where}.returnPolicyCategory invalid`);
  if (SCHEMA(policy.returnPolicyCategory, ['MerchantReturnFiniteReturnWindow']) && !(Number(policy.merchantReturnDays) > 0))
    problems.push(`${where}.merchantReturnDays missing for a finite window`);
  if (!SCHEMA(policy.returnMethod, ['ReturnByMail', 'ReturnInStore', 'ReturnAtKiosk'])) problems.push(`${where}.returnMethod invalid`);
  if (!SCHEMA(policy.returnFees, ['FreeReturn', 'ReturnFeesCustomerResponsibility', 'ReturnShippingFees'])) problems.push(`${where}.returnFees invalid`);
  return problems;
}

function offerProblems(offer: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(offer) || offer['@type'] !== 'Offer') return ['offers must be an Offer'];
  if (!(Number(offer.price) > 0)) problems.push('offers.price must be above 0');
  if (!/^\d+(\.\d{1,2})?$/.test(String(offer.price))) problems.push('offers.price must be a plain number');
  if (offer.priceCurrency !== 'USD') problems.push('offers.priceCurrency must be USD');
  if (!SCHEMA(offer.availability, ['InStock', 'OutOfStock', 'PreOrder', 'BackOrder', 'Discontinued'])) problems.push('offers.availability invalid');
  if (!SCHEMA(offer.itemCondition, ['NewCondition', 'UsedCondition', 'RefurbishedCondition', 'DamagedCondition'])) problems.push('offers.itemCondition invalid');
  if (!absoluteUrl(offer.url)) problems.push('offers.url must be absolute');
  if (offer.priceValidUntil !== undefined && !/^\d{4}-\d{2}-\d{2}/.test(String(offer.priceValidUntil))) problems.push('offers.priceValidUntil must be a date');
  if (offer.priceSpecification !== undefined) {
    const spec = offer.priceSpecification as Json;
    if (!SCHEMA(spec.priceType, ['StrikethroughPrice', 'ListPrice'])) problems.push('priceSpecification.priceType invalid');
    if (!(Number(spec.price) > Number(offer.price))) problems.push('the strikethrough price must be above the price');
  }
  const shipping = list(offer.shippingDetails);
  if (shipping.length === 0) problems.push('offers.shippingDetails missing');
  shipping.forEach((detail, index) => {
    const where = `offers.shippingDetails[${index}]`;
    if (!isObject(detail)) return problems.push(`${where} invalid`);
    const rate = detail.shippingRate as Json | undefined;
    if (!isObject(rate) || typeof rate.value !== 'number' || !text(rate.currency)) problems.push(`${where}.shippingRate needs value and currency`);
    const destination = detail.shippingDestination as Json | undefined;
    if (!isObject(destination) || !/^[A-Z]{2}$/.test(String(destination.addressCountry))) problems.push(`${where}.shippingDestination.addressCountry missing`);
    const time = detail.deliveryTime as Json | undefined;
    if (!isObject(time)) return problems.push(`${where}.deliveryTime missing`);
    days(problems, `${where}.deliveryTime.handlingTime`, time.handlingTime);
    days(problems, `${where}.deliveryTime.transitTime`, time.transitTime);
  });
  problems.push(...returnPolicyProblems(offer.hasMerchantReturnPolicy, 'offers.hasMerchantReturnPolicy'));
  return problems;
}

function productProblems(product: Json): string[] {
  const problems: string[] = [];
  if (!text(product.name)) problems.push('Product.name missing');
  const images = list(product.image);
  if (images.length === 0 || !images.every(absoluteUrl)) problems.push('Product.image must be absolute URLs');
  if (!text(product.description)) problems.push('Product.description missing');
  if (!isObject(product.brand) || !text(product.brand.name)) problems.push('Product.brand.name missing');
  problems.push(...offerProblems(product.offers));
  if (product.aggregateRating !== undefined) {
    const rating = product.aggregateRating as Json;
    const value = Number(rating.ratingValue);
    if (!(value >= 1 && value <= 5)) problems.push('aggregateRating.ratingValue out of range');
    if (!(Number(rating.reviewCount) > 0 || Number(rating.ratingCount) > 0)) problems.push('aggregateRating needs a count');
  }
  list(product.review).forEach((review, index) => {
    const r = review as Json;
    if (!isObject(r.author) || !text(r.author.name)) problems.push(`review[${index}].author.name missing`);
    if (!isObject(r.reviewRating) || !(Number(r.reviewRating.ratingValue) >= 1)) problems.push(`review[${index}].reviewRating missing`);
  });
  return problems;
}

function breadcrumbProblems(crumbs: Json): string[] {
  const items = list(crumbs.itemListElement) as Json[];
  if (items.length === 0) return ['BreadcrumbList.itemListElement empty'];
  return items.flatMap((item, index) => {
    const problems: string[] = [];
    if (item['@type'] !== 'ListItem') problems.push(`crumb ${index + 1} is not a ListItem`);
    if (item.position !== index + 1) problems.push(`crumb ${index + 1} has position ${String(item.position)}`);
    if (!text(item.name)) problems.push(`crumb ${index + 1} has no name`);
    if (index < items.length - 1 && !absoluteUrl(item.item)) problems.push(`crumb ${index + 1} has no absolute item URL`);
    return problems;
  });
}

function webSiteProblems(site: Json): string[] {
  const problems: string[] = [];
  if (!text(site.name) || !absoluteUrl(site.url)) problems.push('WebSite needs name and url');
  const action = site.potentialAction as Json | undefined;
  if (!isObject(action) || action['@type'] !== 'SearchAction') return [...problems, 'WebSite.potentialAction must be a SearchAction'];
  const target = isObject(action.target) ? action.target.urlTemplate : action.target;
  if (typeof target !== 'string' || !absoluteUrl(target) || !target.includes('/search?query={search_term_string}'))
    problems.push('SearchAction target must be search?query={search_term_string}');
  if (action['query-input'] !== 'required name=search_term_string') problems.push('SearchAction query-input missing');
  return problems;
}

function organizationProblems(organization: Json): string[] {
  const problems: string[] = [];
  if (!text(organization.name)) problems.push('Organization.name missing');
  if (!absoluteUrl(organization.url)) problems.push('Organization.url must be absolute');
  if (!absoluteUrl(organization.logo)) problems.push('Organization.logo must be absolute');
  if (organization.hasMerchantReturnPolicy !== undefined) problems.push(...returnPolicyProblems(organization.hasMerchantReturnPolicy, 'Organization.hasMerchantReturnPolicy'));
  return problems;
}

/** Every problem of one JSON-LD block (an object or an array of them); [] when Google would accept it. */
export function richResultProblems(data: unknown): string[] {
  return list(data).flatMap((item) => {
    if (!isObject(item)) return ['JSON-LD item is not an object'];
    if (item['@context'] !== 'https://schema.org') return [`${String(item['@type'])} has no schema.org @context`];
    switch (item['@type']) {
      case 'Product':
        return productProblems(item);
      case 'BreadcrumbList':
        return breadcrumbProblems(item);
      case 'WebSite':
        return webSiteProblems(item);
      case 'Organization':
      case 'OnlineStore':
        return organizationProblems(item);
      default:
        return [`unexpected type ${String(item['@type'])}`];
    }
  });
}

/** The @types a page's JSON-LD blocks declare. */
export function richResultTypes(blocks: unknown[]): string[] {
  return blocks.flatMap((block) => list(block).map((item) => String((item as Json)['@type'])));
}
