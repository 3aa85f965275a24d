import { desc, eq } from 'drizzle-orm';
// Renamed on import: the helper is not a React hook, but its name makes the hooks lint rule think so.
import { withTestDatabase, jsonRequest } from './helpers/test-db';
import { POST } from '@/app/api/forms/[kind]/route';
import { formSubmissions, outbox } from '@/lib/db/schema';
import { SUPPORT_EMAIL } from '@/lib/shop/content/contact';
import { MESSAGES } from '@/lib/i18n/messages';

const database = withTestDatabase();
const send = (kind: string, body: unknown, locale = 'en') =>
  POST(jsonRequest(`/api/forms/${kind}?locale=${locale}`, body), { params: Promise.resolve({ kind }) } as RouteContext<'/api/forms/[kind]'>);

const warranty = { email: 'owner@example.com', issueDetails: 'The hood latch bracket cracked after a week.', phoneNumber: '(555) 123-4567', brand: 'yps' };

describe('POST /api/forms/[kind]', () => {
  it.each([
    ['contact', { name: 'Ana', email: 'ana@example.com', topic: 'shipping', message: 'Where is order 1042?' }],
    ['warranty', warranty],
    ['international', { email: 'kai@example.jp', country: 'Japan', products: 'Carbon hood for ZN8' }],
    ['military', { email: 'sgt@example.com', station: 'Fort Liberty', order: 'Coilovers' }],
  ])('stores a valid %s request and notifies support', async (kind, body) => {
    const res = await send(kind, body);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const db = await database();
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row).toMatchObject({ kind, email: body.email });
    expect(row.payload).toMatchObject(body);
    const [mail] = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail.to).toBe(SUPPORT_EMAIL);
    expect(mail.subject).toContain(`#${id}`);
    expect(mail.body).toContain(body.email);
  });

  it('answers an invalid e-mail with 400 in the shopper language', async () => {
    const res = await send('contact', { email: 'nope', message: 'Hola' }, 'es');
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error).toMatchObject({ code: 'invalid_input', message: MESSAGES.es.api.invalid_input, fields: { email: ['emailInvalid'] } });
  });

  it.each([
    ['blank details', { ...warranty, issueDetails: '   ' }, 'issueDetails', 'detailsRequired'],
    ['a phone outside the pattern', { ...warranty, phoneNumber: '5551234567' }, 'phoneNumber', 'phoneInvalid'],
    ['an unknown photo', { ...warranty, imageIds: ['f'.repeat(32)] }, 'imageIds', 'unknownImage'],
  ])('refuses a warranty request with %s', async (_, body, field, key) => {
    const res = await send('warranty', body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toContain(key);
  });

  it('answers 404 JSON for an unknown kind', async () => {
    const res = await send('newsletter', { email: 'a@b.co' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await send('contact', '{oops');
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_json');
  });
});
