import { visitorReactionsHandler } from '@/lib/reviews/visitor-reactions-route';

export const GET = visitorReactionsHandler;
