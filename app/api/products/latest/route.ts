import { handle } from '@/lib/api/respond';
import { backend } from '@/lib/shop/backend';
import { otherMethods } from '@/lib/api/methods';

export const GET = handle(async () => Response.json({ products: await backend().latest() }));

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
