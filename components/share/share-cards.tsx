import type { ReactNode } from 'react';
import { IMAGE_FONT_FAMILY } from '@/lib/seo/share-image/fonts';

/**
 * Share cards drawn by next/og (satori): a subset of CSS where every box with several children
 * is a flex box, sized for the 1200×630 Open Graph image.
 */
const INK = '#111214';
const BRAND = '#d7191f';
const MUTED = '#a1a1aa';

function Mark({ siteName }: { siteName: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <svg width="56" height="56" viewBox="0 0 34 34">
        <rect width="34" height="34" rx="7" fill={BRAND} />
        <path d="M7 10h6l4 7 4-7h6l-7 11v5h-6v-5z" fill="#fff" />
      </svg>
      <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: '#fff' }}>{siteName}</div>
    </div>
  );
}

function Frame({ siteName, tagline, children }: { siteName: string; tagline: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1, height: '100%', padding: '48px 56px', background: INK }}>
      <Mark siteName={siteName} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>{children}</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 14, fontSize: 26, color: MUTED }}>
        <div style={{ display: 'flex', width: 40, height: 6, background: BRAND }} />
        {tagline}
      </div>
    </div>
  );
}

export type ProductCardText = { siteName: string; tagline: string; name: string; price: string; original: string | null; discount: string | null };

export function ProductShareCard({ text, photo }: { text: ProductCardText; photo: string | null }) {
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', fontFamily: IMAGE_FONT_FAMILY, background: '#fff' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', width: 560, height: '100%', background: '#fff' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, there is no browser here */}
        {photo && <img src={photo} width={520} height={520} alt="" />}
      </div>
      <Frame siteName={text.siteName} tagline={text.tagline}>
        <div style={{ display: 'flex', fontSize: 50, fontWeight: 700, lineHeight: 1.15, color: '#fff' }}>{text.name}</div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, flexWrap: 'wrap' }}>
          <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, color: '#fff' }}>{text.price}</div>
          {text.original && <div style={{ display: 'flex', fontSize: 36, color: MUTED, textDecoration: 'line-through' }}>{text.original}</div>}
          {text.discount && (
            <div style={{ display: 'flex', padding: '6px 18px', borderRadius: 8, background: BRAND, color: '#fff', fontSize: 32, fontWeight: 700 }}>{text.discount}</div>
          )}
        </div>
      </Frame>
    </div>
  );
}

export type PageCardText = { siteName: string; tagline: string; title: string; description: string };

export function PageShareCard({ text }: { text: PageCardText }) {
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', fontFamily: IMAGE_FONT_FAMILY }}>
      <div style={{ display: 'flex', width: 24, height: '100%', background: BRAND }} />
      <Frame siteName={text.siteName} tagline={text.tagline}>
        <div style={{ display: 'flex', fontSize: 72, fontWeight: 700, lineHeight: 1.1, color: '#fff' }}>{text.title}</div>
        <div style={{ display: 'flex', fontSize: 32, lineHeight: 1.35, color: '#d4d4d8' }}>{text.description}</div>
      </Frame>
    </div>
  );
}
