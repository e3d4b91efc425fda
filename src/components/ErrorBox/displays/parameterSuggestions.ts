/** A missing template parameter and the defined ones it was probably meant to be. */
interface ParameterSuggestion {
  missing: string;
  candidates: string[];
}

/** Names this close (in single-character edits) to a missing one are offered as what was meant. */
const MAX_SUGGESTION_DISTANCE = 2;

/** Levenshtein distance: the fewest insertions, deletions and substitutions turning `from` into `to`. */
export function editDistance(from: string, to: string): number {
  let previousRow = Array.from({ length: to.length + 1 }, (_, index) => index);
  for (let row = 1; row <= from.length; row += 1) {
    const currentRow = [row];
    for (let column = 1; column <= to.length; column += 1) {
      const substitution = previousRow[column - 1] + (from[row - 1] === to[column - 1] ? 0 : 1);
      currentRow.push(Math.min(previousRow[column] + 1, currentRow[column - 1] + 1, substitution));
    }
    previousRow = currentRow;
  }
  return previousRow[to.length];
}

/** For each missing parameter, the defined parameters within a couple of typos of it (none: left out). */
export function suggestParameters(missing: string[], defined: string[]): ParameterSuggestion[] {
  return missing
    .map((name) => ({
      missing: name,
      candidates: defined.filter((candidate) => editDistance(name, candidate) <= MAX_SUGGESTION_DISTANCE),
    }))
    .filter((suggestion) => suggestion.candidates.length > 0);
}

/** 'Did you mean "region" instead of "regoin"?' ('"a" or "b"' for several). */
export function suggestionText({ missing, candidates }: ParameterSuggestion): string {
  const quoted = candidates.map((candidate) => `"${candidate}"`);
  const choices = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}` : quoted[0];
  return `Did you mean ${choices} instead of "${missing}"?`;
}

/** The JSON the user could put in the template parameters to define the missing names. */
export function templateParamsExample(missing: string[]): string {
  return JSON.stringify(Object.fromEntries(missing.map((name) => [name, 'value'])));
}
