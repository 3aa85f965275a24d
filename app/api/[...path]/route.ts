import { unknownPath } from '@/lib/api/methods';

export const { GET, HEAD, POST, PUT, PATCH, DELETE } = unknownPath();
