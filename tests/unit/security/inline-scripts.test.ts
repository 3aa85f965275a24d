import { createHash } from 'node:crypto';
import fs from 'node:fs';
import vm from 'node:vm';
import { REACT_TIMING_SCRIPT } from '@/lib/security/headers';
import { inlineScriptHashes, isKnownInlineScript, REACT_RUNTIME_DEFINITIONS } from '@/lib/security/inline-scripts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * React's inline runtime as Next ships it (both React channels), read from the compiled server
 * runtimes: each instruction string, without the call that follows it there.
 */
function reactRuntimeFromNext(): Map<string, string> {
  const found = new Map<string, string>();
  const literal = /(['"])((?:\$RS=function|\$RB=\[\];|\$RM=new Map;|\$RX=function|\$RV=function|addEventListener\(\\?"submit)(?:\\.|(?!\1).)*)\1/g;
  for (const runtime of ['app-page-turbo.runtime.prod.js', 'app-page-turbo-experimental.runtime.prod.js']) {
    const source = fs.readFileSync(require.resolve(`next/dist/compiled/next-server/${runtime}`), 'utf8');
    for (const [text] of source.matchAll(literal)) {
      const script = (vm.runInNewContext(text) as string).replace(/;?\$R[SCRX]\("$/, '');
      found.set(sha256(script), script);
    }
  }
  return found;
}
const runtime = reactRuntimeFromNext();
const definition = (name: string) => runtime.get(REACT_RUNTIME_DEFINITIONS.find((known) => known.name === name)!.sha256)!;
const formReplay = [...runtime.values()].find((script) => script.startsWith('addEventListener'))!;

describe('the inline scripts a cached page may run', () => {
  it("knows exactly React's runtime as Next ships it", () => {
    const known = new Set([...REACT_RUNTIME_DEFINITIONS.map((entry) => entry.sha256), sha256(formReplay)]);
    expect(new Set(runtime.keys())).toEqual(known);
    for (const entry of REACT_RUNTIME_DEFINITIONS) expect(runtime.get(entry.sha256)).toHaveLength(entry.length);
  });

  it.each([
    ['Next bootstrap', '(self.__next_f=self.__next_f||[]).push([0])'],
    ['Next bootstrap with form state', '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,["$",null]])'],
    ['flight data', 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n\\u003c/script\\u003e"])'],
    ['binary flight data', 'self.__next_f.push([3,"AAEC"])'],
    ['form state', 'self.__next_f.push([2,null])'],
    ['Turbopack chunk list', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});'],
    [
      'Turbopack chunk lists of two pages',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});\n(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});',
    ],
    ['React shell timer', REACT_TIMING_SCRIPT],
    ['React form replay', formReplay],
    ['React boundary reveal with its runtime', `${definition('$RB/$RV/$RC')}$RC("B:0","S:0")`],
    ['React boundary reveal', '$RC("B:1","S:1")'],
    ['React segment with its runtime', `${definition('$RS')};$RS("S:0","P:0")`],
    ['React boundary with stylesheets', `${definition('$RM/$RR')};$RR("B:0","S:0",[["/_next/static/a.css","a"]])`],
    ['React client-rendered boundary', `${definition('$RX')};$RX("B:2","digest",null,"msg")`],
  ])('accepts %s', (_, script) => expect(isKnownInlineScript(script)).toBe(true));

  it.each([
    ['any other code', 'window.__injected = true'],
    ['flight data followed by code', 'self.__next_f.push([1,"x"]);alert(1)'],
    ['flight data joined to code', 'self.__next_f.push([1,"x"]),alert(1)'],
    ['code as flight data', 'self.__next_f.push([1,alert(1)])'],
    ['flight data of an unknown kind', 'self.__next_f.push([7,"x"])'],
    ['a bare bootstrap push', 'self.__next_f.push([0])'],
    ['the bootstrap followed by code', '(self.__next_f=self.__next_f||[]).push([0]);alert(1)'],
    ['the bootstrap followed by flight data', '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,"x"])'],
    ['a chunk list followed by code', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});alert(1);'],
    ['a chunk list that is not an object', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));'],
    ['a push onto another global', '(globalThis["dataLayer"] || (globalThis["dataLayer"] = [])).push({"a":1});'],
    ['a React call with code', '$RC("B:0")+alert(1)+("x")'],
    ['a React call of code', '$RC(alert(1))'],
    ['an unknown React instruction', '$RZ("B:0")'],
    ['React runtime followed by code', `${definition('$RS')};alert(1)`],
    ['React runtime changed by one character', `${definition('$RS').replace('removeChild', 'removeChild ')};$RS("S:0","P:0")`],
    ['an empty script', ''],
  ])('refuses %s', (_, script) => expect(isKnownInlineScript(script)).toBe(false));

  it('hashes the known inline scripts of a page once each, in order, and counts the others', () => {
    const flight = 'self.__next_f.push([1,"a"])';
    const html = [
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script></head><body>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      `<script>${flight}</script><SCRIPT nonce="abc">${flight}</SCRIPT >`,
      '<script>window.__injected = true</script>',
      '<script type="module">import("/evil.js")</script>',
      '<script type="text/plain">not run</script></body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual({
      hashes: [`'sha256-${sha256('(self.__next_f=self.__next_f||[]).push([0])')}'`, `'sha256-${sha256(flight)}'`],
      refused: 2,
    });
  });

  it('finds nothing to allow in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><body><p>&lt;script&gt;</p></body></html>')).toEqual({ hashes: [], refused: 0 });
  });
});
