import { otherMethods } from '@/lib/api/methods';
import { visitorReactionsHandler } from '@/lib/api/visitor-reactions-route';

export const GET = visitorReactionsHandler;

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
