import { visitorReactionsHandler } from '@/lib/reviews/visitor-reactions-route';
import { otherMethods } from '@/lib/api/methods';

export const GET = visitorReactionsHandler;

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
