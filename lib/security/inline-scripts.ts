import { createHash } from 'node:crypto';
import { REACT_TIMING_SCRIPT } from './headers';

/**
 * The inline scripts a cached page may run, found in its complete HTML and allowed by hash
 * (docs/decisions.md, "Content-Security-Policy"). Only the shapes Next and React write are
 * accepted, and each of them runs no code of the page's own: Next's flight data is
 * `self.__next_f.push(<JSON>)`, its bootstrap and Turbopack's chunk list push JSON onto a global
 * array, and React's Suspense runtime is a fixed function (known by length and SHA-256) called
 * with JSON arguments. Any other inline script, an injected one included, gets no hash and so
 * does not run.
 *
 * The scan is a pattern, not an HTML parser, on purpose: React escapes `<` in text and `>` in
 * attributes and Next escapes `<` inside its scripts, so every real script element is found; a
 * match that is not a real script (inside an attribute or a comment) only ever yields the hash of
 * one of these harmless shapes.
 */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SOURCE_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
/** Types the browser runs; any other `type` makes the element a data block (JSON-LD). */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

const NEXT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const NEXT_PUSH = 'self.__next_f.push(';
const TURBOPACK_PUSH = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

/**
 * React's Suspense runtime functions (complete a segment, reveal a boundary, one with
 * stylesheets, a client-rendered boundary, the view-transition reveal), written before the first
 * call that needs each. Known by length and SHA-256 rather than quoted: together they are 5 KB of
 * minified React. tests/unit/security/inline-scripts.test.ts derives them again from the React
 * that Next ships, so an upgrade that changes one fails there.
 */
export const REACT_RUNTIME_DEFINITIONS: readonly { name: string; length: number; sha256: string }[] = [
  { name: '$RS', length: 192, sha256: 'dW/dX4s22Wb/RKwjhTPlT6uBNIFHoTR535AjgMKaEws=' },
  { name: '$RB/$RV/$RC', length: 829, sha256: 'ejxEGil7Q2jnFo9T1EMjhzsRoWDTVn8tRpUYd4XCJkY=' },
  { name: '$RM/$RR', length: 1104, sha256: 'ik5CuzKG16kxLMiWrbGtWliE5C3GFYiZnsysYypmDVc=' },
  { name: '$RX', length: 200, sha256: '5TqIdh80KgjiD5uUtz2OhDa5DlGt33xJV6lK4XUE+Yo=' },
  { name: '$RV (view transitions)', length: 2694, sha256: 'R3eWN7zVoU3spWpPQ2b7tbYj4hZDyViY037DUph2exw=' },
];
/** React's whole-script runtimes: the shell timer, and the replay of forms submitted before hydration. */
const REACT_WHOLE_SCRIPTS: readonly { length: number; sha256: string }[] = [
  { length: REACT_TIMING_SCRIPT.length, sha256: sha256(REACT_TIMING_SCRIPT) },
  { length: 364, sha256: 'CwHpiObGc0Kj6qtRFzUVGqk0apwmCrylJaQU+RajuJ0=' },
];
const REACT_CALL = /^\$R[CSRX]\(([\s\S]*)\)$/;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `self.__next_f.push([1|3, "<string>"])` (data, binary data) or `[2, <form state>]`. */
function isFlightChunk(argument: string): boolean {
  const value = json(argument);
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [kind, payload] = value;
  return kind === 2 || ((kind === 1 || kind === 3) && typeof payload === 'string');
}

function isNextScript(text: string): boolean {
  if (text === NEXT_BOOTSTRAP) return true;
  // The bootstrap carries the form state of a server action's answer, when there is one.
  const body = text.startsWith(`${NEXT_BOOTSTRAP};`) ? text.slice(NEXT_BOOTSTRAP.length + 1) : text;
  if (!body.startsWith(NEXT_PUSH) || !body.endsWith(')')) return false;
  const argument = body.slice(NEXT_PUSH.length, -1);
  return isFlightChunk(argument) && (body === text || (json(argument) as unknown[])[0] === 2);
}

/** Turbopack's chunk-group bootstrap: one `push({…});` of plain JSON per line. */
function isTurbopackBootstrap(text: string): boolean {
  return text.split('\n').every((line) => {
    if (!line.startsWith(TURBOPACK_PUSH) || !line.endsWith(');')) return false;
    const value = json(line.slice(TURBOPACK_PUSH.length, -2));
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  });
}

function startsWithDefinition(text: string, definition: { length: number; sha256: string }): boolean {
  return text.length >= definition.length && sha256(text.slice(0, definition.length)) === definition.sha256;
}

/** React's runtime definitions (any of them, each at most once) followed by one call with JSON arguments. */
function isReactScript(text: string): boolean {
  if (REACT_WHOLE_SCRIPTS.some((script) => script.length === text.length && sha256(text) === script.sha256)) return true;
  let rest = text;
  const unused = [...REACT_RUNTIME_DEFINITIONS];
  for (;;) {
    const found = unused.findIndex((definition) => startsWithDefinition(rest, definition));
    if (found === -1) break;
    rest = rest.slice(unused[found].length).replace(/^;+/, '');
    unused.splice(found, 1);
  }
  if (rest === '') return unused.length < REACT_RUNTIME_DEFINITIONS.length;
  const call = REACT_CALL.exec(rest);
  return call !== null && Array.isArray(json(`[${call[1]}]`));
}

/** Whether an inline script's text is one of the shapes Next and React write. */
export function isKnownInlineScript(text: string): boolean {
  return isNextScript(text) || isTurbopackBootstrap(text) || isReactScript(text);
}

function runsInline(attributes: string): boolean {
  if (SOURCE_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes);
  return SCRIPT_TYPES.has((type ? (type[1] ?? type[2] ?? type[3]) : '').trim().toLowerCase());
}

export type InlineScriptAudit = {
  /** CSP source expressions (`'sha256-…'`) of the known scripts, each once, in page order. */
  hashes: string[];
  /** How many inline scripts were refused a hash: each is blocked by the policy. */
  refused: number;
};

export function inlineScriptHashes(html: string): InlineScriptAudit {
  const hashes = new Set<string>();
  let refused = 0;
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!runsInline(attributes)) continue;
    if (isKnownInlineScript(text)) hashes.add(`'sha256-${sha256(text)}'`);
    else refused++;
  }
  return { hashes: [...hashes], refused };
}
