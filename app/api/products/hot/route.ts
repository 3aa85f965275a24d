import { handle } from '@/lib/api/respond';
import { backend } from '@/lib/shop/backend';

export const GET = handle(async () => Response.json({ products: await backend().hot() }));
