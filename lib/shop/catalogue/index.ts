export { BODY_GROUPS, bodyGroupBySlug } from './body-parts';
export { type CardProduct, cardProduct, pricedCardProduct } from './card-product';
export { type CatalogueShop } from './contract';
export { IMAGE_VARIANTS, LINE_COLOURS, LINE_ORDER, type ShapeKind, imageSlug, shapeFor } from './demo/images';
export { BRANDS, CAR_MODELS, CATEGORIES, MAKE_MATERIALS, PRODUCT_TYPES, WHEEL_SIZES } from './filters';
export { swipeStep, wrapIndex } from './gallery';
export { type ChangedRow, type FieldChange, type ImportReport } from './io/diff';
export { CatalogueFileError, describeProblem } from './io/problems';
export { streamProgress } from './io/progress';
export { describeReport, reportCounts } from './io/report-text';
export { type CrumbLabel, isListingSlugPath, listingBreadcrumb } from './listing/breadcrumbs';
export { cachedListingOf, isListingPath, type CachedListing } from './listing/cached-set';
export { listingCanonicalPath, searchCanonicalPath } from './listing/canonical';
export { SUSPENSION_SUBCATEGORIES, type TileLinks, bodyGroupHref, bodyTypeHref, exhaustListingHref, exhaustVehicleHref, garageSaleTileLinks, performancePartLinks, performanceSubPartLinks, selectionOfHref, suspensionListingHref, suspensionTileLinks, vehicleListingHref, vehicleTypeListingHref } from './listing/landing-links';
export { isPastLastPage, paginationItems } from './listing/pagination';
export { currentProductsSchema, listingQueryOf, listingRequestSchema, searchRequestSchema } from './listing/request-schema';
export { pageOf, sortProducts } from './listing/sort-and-page';
export { PAGE_SIZE, SORT_ORDERS, type SortOrder, isSortOrder } from './listing/sort';
export { CARBON_FIBER_TYPES, VEHICLE_LINES, VEHICLE_SECTIONS, type VehicleSectionKey, carbonFiberHref, carbonFiberPartsHref, generationsOf } from './navigation';
export { categoriesForModel, findCategory, findPart } from './performance-parts';
export { type ProductCrumb, productBreadcrumbs } from './product-breadcrumbs';
export { estimateText, shippingText } from './shipping-text';
export { decodeProductId, productSlug, titleFromSlug } from './slug';
export { VEHICLES, type Vehicle, type VehicleLine, isVehicleSlug, vehicleByLabel, vehicleBySlug, vehicleSlugs } from './vehicles';
export type { ListingPage, ListingQuery, ListingScope, ProductDetail, ProductFilter, ProductSummary } from './types';
export {
  SEARCH_FIELD,
  SELECTION_KEYS,
  SORT_FIELD,
  emptySelection,
  fieldName,
  hasSort,
  hrefWith,
  listingHref,
  listingParams,
  pageHref,
  pageParamOf,
  paramsOutsideForm,
  parseListing,
  parseSelection,
  searchHref,
  searchTextOf,
  selectionQuery,
  singleSelectedValue,
  sortHref,
  toSearchParams,
  toggleValue,
  withoutPage,
  type Listing,
  type PageQuery,
  type QueryInput,
  type Selection,
  type SelectionKey,
} from './listing/listing-url';
export { emptyWireFilter, selectionOfWire, wireFilterOf } from './wire-filter';
