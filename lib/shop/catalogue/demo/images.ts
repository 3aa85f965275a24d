/** Shared by scripts/generate-images.ts and the seed, so the paths the products reference exist on disk. */

export const LINE_ORDER = ['Corolla', 'Camry', 'GR86', 'Supra'] as const;
export type LineName = (typeof LINE_ORDER)[number];

/** Variants 1-4 carry the colour of a vehicle line (in LINE_ORDER); 5-6 are neutral detail shots. */
export const IMAGE_VARIANTS = 6;

export const LINE_COLOURS: Record<LineName, { main: string; dark: string; light: string }> = {
  Corolla: { main: '#1f6feb', dark: '#0b2a5c', light: '#dbe9ff' },
  Camry: { main: '#c0392b', dark: '#4a0f0a', light: '#fde2de' },
  GR86: { main: '#f08c00', dark: '#4d2a00', light: '#fff0d6' },
  Supra: { main: '#7b2ff7', dark: '#230a4f', light: '#ece2ff' },
};

export function imageSlug(productType: string): string {
  return productType
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function imagePath(productType: string, variant: number): string {
  return `/products/${imageSlug(productType)}-${variant}.webp`;
}

/** 2-4 images: the line's own colour first, then neutral details and sometimes another angle. */
export function productImages(productType: string, line: LineName, count: number): string[] {
  const own = LINE_ORDER.indexOf(line) + 1;
  const order = [own, 5, 6, (own % 4) + 1];
  return order.slice(0, Math.max(2, Math.min(4, count))).map((v) => imagePath(productType, v));
}

export type ShapeKind =
  | 'hood'
  | 'fender'
  | 'bumper'
  | 'lip'
  | 'steering'
  | 'spoiler'
  | 'diffuser'
  | 'exhaust'
  | 'coilover'
  | 'turbo'
  | 'intake'
  | 'intercooler'
  | 'brake'
  | 'wheel'
  | 'skirt'
  | 'headlight'
  | 'taillight'
  | 'grille'
  | 'mirror'
  | 'seat'
  | 'knob'
  | 'vent'
  | 'trunk'
  | 'kit'
  | 'panel';

const SHAPE_KEYWORDS: [RegExp, ShapeKind][] = [
  [/steering/i, 'steering'],
  [/wide\s*body|body\s*kit|kit/i, 'kit'],
  [/hood|bonnet/i, 'hood'],
  [/fender|flare/i, 'fender'],
  [/lip|splitter|canard/i, 'lip'],
  [/bumper/i, 'bumper'],
  [/spoiler|wing|ducktail/i, 'spoiler'],
  [/diffuser/i, 'diffuser'],
  [/exhaust|muffler|downpipe/i, 'exhaust'],
  [/suspension|coilover|spring|strut/i, 'coilover'],
  [/intercooler|radiator/i, 'intercooler'],
  [/intake|filter/i, 'intake'],
  [/brake|rotor|caliper/i, 'brake'],
  [/performance|turbo|engine/i, 'turbo'],
  [/wheel|rim/i, 'wheel'],
  [/skirt|rocker/i, 'skirt'],
  [/tail\s*light|rear\s*light/i, 'taillight'],
  [/light|lamp|led/i, 'headlight'],
  [/grille|grill/i, 'grille'],
  [/mirror/i, 'mirror'],
  [/seat/i, 'seat'],
  [/knob|shifter|shift/i, 'knob'],
  [/vent|duct|scoop|louver/i, 'vent'],
  [/trunk|hatch|roof|tailgate/i, 'trunk'],
];

export function shapeFor(productType: string): ShapeKind {
  for (const [re, kind] of SHAPE_KEYWORDS) if (re.test(productType)) return kind;
  return 'panel';
}
