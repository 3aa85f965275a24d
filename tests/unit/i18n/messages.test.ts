import en from '@/messages/en.json';
import es from '@/messages/es.json';
import ja from '@/messages/ja.json';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

// Long texts are numbered objects of sections (read with t.raw and messageLists); their items count as keys like any other.
const catalogues = { en, es, ja } as unknown as Record<string, Tree>;
const reference = new Set(leafKeys(catalogues.en));

describe.each(Object.entries(catalogues))('messages/%s.json', (locale, messages) => {
  const keys = new Set(leafKeys(messages));

  it('has every key of every other language', () => {
    const all = new Set(Object.values(catalogues).flatMap((tree) => leafKeys(tree)));
    expect([...all].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('holds only strings and objects, as the build-time precompiler requires', () => {
    const arrays: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) arrays.push(path);
      else if (node && typeof node === 'object') Object.entries(node).forEach(([key, value]) => walk(value, path ? `${path}.${key}` : key));
    };
    walk(messages, '');
    expect(arrays).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = leafKeys(messages).filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], messages);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders as English, in valid ICU syntax', () => {
    const argumentsOf = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((element) => [
        ...('value' in element && typeof element.value === 'string' && element.type !== 0 ? [element.value] : []),
        ...('options' in element ? Object.values(element.options).flatMap((option) => argumentsOf(option.value)) : []),
        ...('children' in element ? argumentsOf(element.children) : []),
      ]);
    const placeholders = (tree: Tree, key: string) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)?.[part], tree);
      return typeof value === 'string' ? [...new Set(argumentsOf(parse(value)))].sort() : [];
    };
    const mismatched = [...reference].filter(
      (key) => locale !== 'en' && JSON.stringify(placeholders(messages, key)) !== JSON.stringify(placeholders(catalogues.en, key)),
    );
    expect(mismatched).toEqual([]);
  });
});
