/**
 * Sends the products whose stock the order sweep gave back to `send` (the server's own expire
 * route), and keeps those of a failed send for the next call: a sweep that runs before the server
 * listens (at start-up), or meets a timeout, still expires their pages one sweep later instead of
 * leaving the old stock on cached pages until they refresh.
 */
export function retryingExpiry(send: (products: number[]) => Promise<void>): (products: Iterable<number>) => Promise<void> {
  let pending = new Set<number>();
  return async (products) => {
    for (const id of products) pending.add(id);
    if (pending.size === 0) return;
    const sending = [...pending];
    pending = new Set();
    try {
      await send(sending);
    } catch (error) {
      for (const id of sending) pending.add(id);
      throw error;
    }
  };
}
