import { formNotification } from '@/lib/shop/content/notification';
import { translator } from '@/lib/i18n/messages';

const label = translator('en', 'forms');

it('lists the filled fields with their English labels', () => {
  const mail = formNotification('contact', 7, { name: 'Ana', email: 'ana@b.co', orderNumber: '', topic: 'returns', message: 'Hello' }, label, 'https://shop.test');
  expect(mail.subject).toBe('[Contact #7] ana@b.co');
  expect(mail.body).toBe('Name: Ana\nE-mail: ana@b.co\nTopic: returns\nMessage: Hello');
});

it('links photos and names videos of a warranty request', () => {
  const id = 'a'.repeat(32);
  const mail = formNotification(
    'warranty',
    1,
    { brand: '', partNumber: '', firstName: '', lastName: '', orderNumber: '', email: 'a@b.co', phoneNumber: '', issueDetails: 'Cracked', imageIds: [id], videoNames: ['crack.mp4'] },
    label,
    'https://shop.test',
  );
  expect(mail.body).toContain(`Photos: https://shop.test/api/uploads/${id}`);
  expect(mail.body).toContain('Videos to collect: crack.mp4');
});
