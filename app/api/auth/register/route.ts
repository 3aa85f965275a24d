import { apiError, handle, parseJson } from '@/lib/api/respond';
import { rateLimited } from '@/lib/api/rate-limited';
import { registerSchema } from '@/lib/schemas/auth';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { startSession } from '@/lib/auth/session';
import { displayName, findUserByEmail } from '@/lib/auth/users';
import { otherMethods } from '@/lib/api/methods';

export const POST = handle(async (request) => {
  const input = await parseJson(request, registerSchema);
  if (!input.ok) return input.response;
  const limited = await rateLimited(request, 'register');
  if (limited) return limited;

  const database = await db();
  if (await findUserByEmail(database, input.data.email)) return apiError(request, 409, 'email_exists', { email: ['emailExists'] });
  const [user] = await database
    .insert(users)
    .values({
      firstName: input.data.firstName,
      lastName: input.data.lastName,
      email: input.data.email,
      passwordHash: await hashPassword(input.data.password),
    })
    .onConflictDoNothing()
    .returning();
  // Two sign-ups racing for one address: the unique index lets only one through.
  if (!user) return apiError(request, 409, 'email_exists', { email: ['emailExists'] });

  const cookie = await startSession(database, user.id);
  return Response.json({ user: { name: displayName(user), email: user.email } }, { status: 201, headers: { 'set-cookie': cookie } });
});

export const { GET, HEAD, PUT, PATCH, DELETE } = otherMethods('POST');
