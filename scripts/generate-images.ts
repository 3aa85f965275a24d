/**
 * Renders the catalogue's product illustrations (no downloads): one stylised part silhouette per
 * product type, in the colour of each vehicle line plus two neutral detail shots.
 *   npx tsx scripts/generate-images.ts
 * Writes public/products/{type-slug}-{n}.webp, 800x800.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PRODUCT_TYPES } from '@/lib/shop/catalogue';
import {
  IMAGE_VARIANTS,
  LINE_COLOURS,
  LINE_ORDER,
  imageSlug,
  shapeFor,
  type ShapeKind,
} from '@/lib/shop/catalogue';

const SIZE = 800;
const outDir = path.join(process.cwd(), 'public', 'products');

type Palette = { bg1: string; bg2: string; part: string; edge: string; accent: string; carbon: boolean };

function palette(variant: number): Palette {
  if (variant <= 4) {
    const c = LINE_COLOURS[LINE_ORDER[variant - 1]];
    return { bg1: c.light, bg2: '#ffffff', part: '#22262e', edge: c.dark, accent: c.main, carbon: false };
  }
  if (variant === 5) {
    return { bg1: '#1b1e24', bg2: '#2c313a', part: '#3a404c', edge: '#0c0e11', accent: '#e8eaef', carbon: true };
  }
  return { bg1: '#eef0f3', bg2: '#d6dae1', part: '#5b6472', edge: '#2a2f38', accent: '#d7263d', carbon: false };
}

function shape(kind: ShapeKind, p: Palette): string {
  const part = p.carbon ? 'url(#weave)' : p.part;
  const s = `fill="${part}" stroke="${p.edge}" stroke-width="6" stroke-linejoin="round"`;
  const a = `fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"`;
  switch (kind) {
    case 'hood':
      return `<path d="M210 180 Q400 140 590 180 L660 520 Q400 580 140 520 Z" ${s}/>
        <path d="M330 250 L470 250 L500 330 L300 330 Z" fill="${p.bg1}" opacity=".35"/>
        <path d="M300 360 L500 360" ${a}/><path d="M280 400 L520 400" ${a} opacity=".6"/>`;
    case 'fender':
      return `<path d="M150 520 L170 300 Q220 200 420 190 L640 220 L650 520 L560 520 A150 150 0 0 0 260 520 Z" ${s}/>
        <path d="M470 270 L600 280 L600 320 L470 312 Z" fill="${p.accent}"/>`;
    case 'bumper':
      return `<path d="M120 300 Q400 220 680 300 L660 500 Q400 560 140 500 Z" ${s}/>
        <rect x="290" y="360" width="220" height="80" rx="18" fill="${p.bg2}" opacity=".25"/>
        <path d="M300 385 L500 385 M300 415 L500 415" stroke="${p.edge}" stroke-width="6"/>
        <circle cx="195" cy="420" r="28" fill="${p.accent}"/><circle cx="605" cy="420" r="28" fill="${p.accent}"/>`;
    case 'lip':
      return `<path d="M110 360 Q400 300 690 360 L700 420 Q400 470 100 420 Z" ${s}/>
        <path d="M150 440 Q400 490 650 440" ${a}/>`;
    case 'steering':
      return `<circle cx="400" cy="360" r="210" fill="none" stroke="${p.edge}" stroke-width="58"/>
        <circle cx="400" cy="360" r="210" fill="none" stroke="${p.carbon ? '#4a515e' : p.part}" stroke-width="44"/>
        <path d="M400 150 L400 172" stroke="${p.accent}" stroke-width="44"/>
        <path d="M205 370 L330 390 L400 470 L470 390 L595 370" fill="none" stroke="${p.edge}" stroke-width="40" stroke-linejoin="round"/>
        <circle cx="400" cy="380" r="62" ${s}/>`;
    case 'spoiler':
      return `<path d="M120 250 L680 250 L700 300 L100 300 Z" ${s}/>
        <path d="M100 230 L130 330 M700 230 L670 330" stroke="${p.edge}" stroke-width="16"/>
        <rect x="250" y="300" width="34" height="200" ${s}/><rect x="516" y="300" width="34" height="200" ${s}/>
        <path d="M200 520 L350 520 M450 520 L600 520" ${a}/>`;
    case 'diffuser':
      return `<path d="M130 300 L670 300 L640 470 L160 470 Z" ${s}/>
        ${[0, 1, 2, 3, 4].map((i) => `<path d="M${250 + i * 75} 300 L${240 + i * 80} 500" stroke="${p.edge}" stroke-width="14"/>`).join('')}
        <rect x="370" y="480" width="60" height="40" fill="${p.accent}"/>`;
    case 'exhaust':
      return `<path d="M110 300 L380 300 Q430 300 450 340 L470 380 L560 380" fill="none" stroke="${p.edge}" stroke-width="46" stroke-linecap="round"/>
        <path d="M110 300 L380 300 Q430 300 450 340 L470 380 L560 380" fill="none" stroke="${p.carbon ? '#8b93a1' : '#b9c0cb'}" stroke-width="32" stroke-linecap="round"/>
        <rect x="230" y="250" width="140" height="100" rx="30" ${s}/>
        <ellipse cx="610" cy="380" rx="50" ry="62" fill="${p.accent}" stroke="${p.edge}" stroke-width="8"/>
        <ellipse cx="610" cy="380" rx="28" ry="38" fill="${p.edge}"/>`;
    case 'coilover':
      return `<rect x="370" y="130" width="60" height="420" rx="14" fill="#c5cbd4" stroke="${p.edge}" stroke-width="6"/>
        <path d="${Array.from({ length: 9 }, (_, i) => `M300 ${200 + i * 36} Q400 ${182 + i * 36} 500 ${218 + i * 36}`).join(' ')}" fill="none" stroke="${p.accent}" stroke-width="22" stroke-linecap="round"/>
        <rect x="290" y="165" width="220" height="26" rx="8" ${s}/><rect x="290" y="520" width="220" height="26" rx="8" ${s}/>
        <circle cx="400" cy="570" r="34" fill="none" stroke="${p.edge}" stroke-width="14"/>`;
    case 'turbo':
      return `<circle cx="360" cy="360" r="170" ${s}/>
        <circle cx="360" cy="360" r="90" fill="${p.bg2}" stroke="${p.edge}" stroke-width="6"/>
        ${Array.from({ length: 8 }, (_, i) => `<path d="M360 360 L${360 + 85 * Math.cos((i * Math.PI) / 4)} ${360 + 85 * Math.sin((i * Math.PI) / 4)}" stroke="${p.accent}" stroke-width="14"/>`).join('')}
        <rect x="500" y="300" width="190" height="110" rx="20" ${s}/><circle cx="360" cy="360" r="16" fill="${p.edge}"/>`;
    case 'intake':
      return `<path d="M470 330 L640 330" fill="none" stroke="${p.edge}" stroke-width="70" stroke-linecap="round"/>
        <path d="M470 330 L640 330" fill="none" stroke="${p.carbon ? '#59606d' : '#c5cbd4'}" stroke-width="56" stroke-linecap="round"/>
        <path d="M170 250 L470 290 L470 370 L170 410 Z" ${s}/>
        ${Array.from({ length: 7 }, (_, i) => `<path d="M${205 + i * 38} ${258 + i * 5} L${205 + i * 38} ${402 - i * 5}" stroke="${p.accent}" stroke-width="10"/>`).join('')}
        <rect x="430" y="300" width="30" height="60" fill="${p.edge}"/>`;
    case 'intercooler':
      return `<rect x="160" y="230" width="480" height="260" rx="12" ${s}/>
        ${Array.from({ length: 12 }, (_, i) => `<path d="M${200 + i * 36} 250 L${200 + i * 36} 470" stroke="${p.bg1}" stroke-width="8" opacity=".45"/>`).join('')}
        <rect x="110" y="250" width="60" height="220" rx="16" fill="${p.accent}"/><rect x="630" y="250" width="60" height="220" rx="16" fill="${p.accent}"/>`;
    case 'brake':
      return `<circle cx="380" cy="370" r="200" fill="#c9ced6" stroke="${p.edge}" stroke-width="6"/>
        ${Array.from({ length: 12 }, (_, i) => {
          const t = (i * Math.PI) / 6;
          return `<path d="M${380 + 120 * Math.cos(t)} ${370 + 120 * Math.sin(t)} L${380 + 180 * Math.cos(t + 0.3)} ${370 + 180 * Math.sin(t + 0.3)}" stroke="#8a929e" stroke-width="8"/>`;
        }).join('')}
        <circle cx="380" cy="370" r="90" fill="${p.edge}"/><circle cx="380" cy="370" r="40" fill="#c9ced6"/>
        <path d="M520 180 Q640 260 640 370 Q640 480 520 560 L480 500 Q560 440 560 370 Q560 300 480 240 Z" fill="${p.accent}" stroke="${p.edge}" stroke-width="6"/>`;
    case 'wheel':
      return `<circle cx="400" cy="360" r="230" fill="#16181c"/><circle cx="400" cy="360" r="180" fill="${p.carbon ? '#59606d' : '#c9ced6'}" stroke="${p.edge}" stroke-width="6"/>
        ${Array.from({ length: 6 }, (_, i) => {
          const t = (i * Math.PI) / 3;
          return `<path d="M${400 + 50 * Math.cos(t - 0.25)} ${360 + 50 * Math.sin(t - 0.25)} L${400 + 175 * Math.cos(t - 0.12)} ${360 + 175 * Math.sin(t - 0.12)} L${400 + 175 * Math.cos(t + 0.12)} ${360 + 175 * Math.sin(t + 0.12)} L${400 + 50 * Math.cos(t + 0.25)} ${360 + 50 * Math.sin(t + 0.25)} Z" fill="${p.edge}"/>`;
        }).join('')}
        <circle cx="400" cy="360" r="52" fill="${p.accent}"/><circle cx="400" cy="360" r="16" fill="${p.edge}"/>`;
    case 'skirt':
      return `<path d="M90 360 L710 330 L700 410 L100 450 Z" ${s}/><path d="M130 460 L680 425" ${a}/>`;
    case 'headlight':
      return `<path d="M130 250 L640 230 Q690 300 620 470 L200 480 Q110 400 130 250 Z" ${s}/>
        <circle cx="300" cy="360" r="70" fill="#e9f2ff" stroke="${p.edge}" stroke-width="6"/><circle cx="480" cy="355" r="58" fill="#e9f2ff" stroke="${p.edge}" stroke-width="6"/>
        <path d="M180 440 L600 420" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>`;
    case 'taillight':
      return `<path d="M110 270 L690 250 L680 450 L130 470 Z" ${s}/>
        <path d="M150 300 L650 285 L645 330 L155 345 Z" fill="#ff3b3b"/><path d="M160 380 L640 368" stroke="${p.accent}" stroke-width="18" stroke-linecap="round"/>`;
    case 'grille':
      return `<path d="M150 240 L650 240 L600 500 L200 500 Z" ${s}/>
        ${Array.from({ length: 5 }, (_, i) => `<path d="M${190 + i * 10} ${290 + i * 45} L${610 - i * 10} ${290 + i * 45}" stroke="${p.bg1}" stroke-width="14" opacity=".5"/>`).join('')}
        <rect x="360" y="210" width="80" height="40" rx="8" fill="${p.accent}"/>`;
    case 'mirror':
      return `<path d="M180 260 Q400 160 620 260 Q660 420 520 470 L230 470 Q140 400 180 260 Z" ${s}/>
        <path d="M230 300 Q400 230 570 300" ${a}/>`;
    case 'seat':
      return `<path d="M300 140 Q400 110 500 140 L520 420 L280 420 Z" ${s}/>
        <path d="M250 420 L550 420 L580 540 L220 540 Z" ${s}/>
        <path d="M400 160 L400 400" ${a}/><rect x="350" y="180" width="100" height="50" rx="12" fill="${p.bg1}" opacity=".4"/>`;
    case 'knob':
      return `<rect x="380" y="330" width="40" height="220" fill="#9aa3b0"/><circle cx="400" cy="280" r="110" ${s}/>
        <path d="M350 240 L350 320 M400 240 L400 320 M350 280 L400 280 M450 240 L450 320" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/>`;
    case 'vent':
      return `<path d="M180 260 L620 230 L640 470 L160 490 Z" ${s}/>
        ${Array.from({ length: 6 }, (_, i) => `<path d="M${220} ${300 + i * 30} L${600} ${280 + i * 30}" stroke="${p.bg1}" stroke-width="12" opacity=".55"/>`).join('')}
        <path d="M170 510 L650 490" ${a}/>`;
    case 'trunk':
      return `<path d="M160 220 L640 220 L680 460 Q400 520 120 460 Z" ${s}/>
        <path d="M150 245 L650 245" ${a}/><rect x="340" y="380" width="120" height="40" rx="10" fill="${p.bg1}" opacity=".5"/>`;
    case 'kit':
      return `<path d="M90 430 L130 340 Q200 300 300 290 L360 220 Q420 190 520 210 L600 290 Q690 300 710 360 L710 430 Z" ${s}/>
        <circle cx="230" cy="440" r="58" fill="#16181c"/><circle cx="580" cy="440" r="58" fill="#16181c"/>
        <circle cx="230" cy="440" r="24" fill="${p.accent}"/><circle cx="580" cy="440" r="24" fill="${p.accent}"/>
        <path d="M110 470 L700 470" ${a}/>`;
    default:
      return `<rect x="170" y="200" width="460" height="320" rx="40" ${s}/><path d="M220 450 L580 450" ${a}/>`;
  }
}

// No words in the picture: the same file serves every language, and what the part is, is said by
// the page and the image's alt text, which are translated.
function svg(productType: string, variant: number): string {
  const p = palette(variant);
  const flip = variant === 6 ? `transform="translate(800 0) scale(-1 1)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
    <pattern id="weave" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="24" height="24" fill="#2b2f36"/><rect width="12" height="12" fill="#3d434d"/><rect x="12" y="12" width="12" height="12" fill="#3d434d"/>
    </pattern>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <path d="M0 ${640 - variant * 6} L800 ${560 + variant * 8} L800 800 L0 800 Z" fill="${p.accent}" opacity=".12"/>
  <g transform="translate(0 60)">
    <ellipse cx="400" cy="600" rx="300" ry="26" fill="#000" opacity=".12"/>
    <g ${flip}>${shape(shapeFor(productType), p)}</g>
  </g>
</svg>`;
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  let bytes = 0;
  let files = 0;
  for (const type of PRODUCT_TYPES) {
    for (let v = 1; v <= IMAGE_VARIANTS; v++) {
      const file = path.join(outDir, `${imageSlug(type)}-${v}.webp`);
      const info = await sharp(Buffer.from(svg(type, v)))
        .resize(SIZE, SIZE)
        .webp({ quality: 72, effort: 5 })
        .toFile(file);
      bytes += info.size;
      files++;
    }
  }
  console.log(`Wrote ${files} images (${(bytes / 1024 / 1024).toFixed(2)} MB) to ${path.relative(process.cwd(), outDir)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
