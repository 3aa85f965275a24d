import { IMAGE_FONT_FAMILY, imageFonts } from '@/lib/seo/share-image/fonts';

/** The fonts ship with the app (@fontsource/noto-sans-jp), so these read the installed package, not the host's fonts. */
describe('imageFonts', () => {
  const isWoff = (data: Buffer) => data.toString('latin1', 0, 4) === 'wOFF';

  it('draws English and Spanish cards with the Latin subset the cards name, in both weights', async () => {
    for (const text of ['Carbon Hood $1,299.00 Free shipping', 'Capó de carbono · Envío gratis']) {
      const fonts = await imageFonts(text);
      expect(fonts.map(({ name, weight }) => `${name} ${weight}`)).toEqual([`${IMAGE_FONT_FAMILY} 400`, `${IMAGE_FONT_FAMILY} 700`]);
      expect(fonts.every(({ data }) => isWoff(data))).toBe(true);
    }
  });

  it('adds the subsets a Japanese card needs, and only those', async () => {
    const fonts = await imageFonts('カーボン製ボンネット 送料無料 $1,299.00');
    const names = [...new Set(fonts.map(({ name }) => name))];
    expect(names[0]).toBe(IMAGE_FONT_FAMILY);
    expect(names.length).toBeGreaterThan(2);
    expect(names.length).toBeLessThan(20);
    expect(fonts.every(({ data }) => isWoff(data))).toBe(true);
    expect(fonts.filter(({ weight }) => weight === 700)).toHaveLength(names.length);
  });

  it('gives the same list for the same subsets, so the renderer reuses its parsed fonts', async () => {
    expect(await imageFonts('Hood')).toBe(await imageFonts('Wing'));
  });
});
