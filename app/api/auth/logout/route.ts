import { handle } from '@/lib/api/respond';
import { endSession } from '@/lib/auth/session';

export const POST = handle(async (request) => {
  const cookie = await endSession(request);
  return Response.json({ signedOut: true }, { headers: { 'set-cookie': cookie } });
});
