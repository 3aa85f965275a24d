/** Built once: a formatter costs far more to build than to use, and a product page dates every review. */
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** Dates read dd/mm/yyyy in every language (spec 001 §9), in UTC so server and browser agree. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return DAY_MONTH_YEAR.format(date);
}
