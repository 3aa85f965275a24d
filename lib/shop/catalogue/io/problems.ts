/**
 * Something wrong with a catalogue file, where the operator can find it: "line 17, price: not a
 * price". `line` is absent for a problem with the catalogue rather than a row (a product to delete that orders refer to).
 */
export type Problem = { line?: number; column?: string; message: string };

export const describeProblem = (problem: Problem): string =>
  problem.line === undefined ? problem.message : `line ${problem.line}${problem.column ? `, ${problem.column}` : ''}: ${problem.message}`;

/** Thrown when a file cannot be imported; nothing has been written. */
export class CatalogueFileError extends Error {
  override name = 'CatalogueFileError';
  /** `total` counts the problems beyond those kept, in a file with very many. */
  constructor(
    readonly problems: Problem[],
    readonly total = problems.length,
  ) {
    super(problems.map(describeProblem).join('\n'));
  }
}

/** Why a fetch failed, in a few words: the network error underneath ("connect ECONNREFUSED 127.0.0.1:3000") rather than "fetch failed". */
export function failureReason(error: unknown): string {
  const { message, cause } = (error ?? {}) as { message?: string; cause?: { message?: string } };
  return cause?.message || message || String(error);
}
