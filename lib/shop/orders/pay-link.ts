/** The shop's link that sends the shopper on to the provider's payment page (app/api/orders/[number]/pay). */
export const payLink = (origin: string, number: string) => `${origin}/api/orders/${encodeURIComponent(number)}/pay`;
