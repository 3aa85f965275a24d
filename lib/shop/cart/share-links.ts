export type ShareTarget = 'x' | 'facebook' | 'whatsapp' | 'email';

/** Links that open each site's own share screen with the referral link and message filled in. */
export function shareLinks(url: string, message: string, subject: string): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(message);
  return {
    x: `https://twitter.com/intent/tweet?text=${text}&url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${message}\n\n${url}`)}`,
  };
}
