// Globs over JSON pointers and call names: `*` is one segment (or part of one), `**` any number of
// segments: `/result/*/changed_on` matches `/result/0/changed_on`, `/result/**` everything below.
// A glob that starts with `~` is a regular expression instead.
export type PointerMatcher = (pointer: string) => boolean;

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

export function globToRegExp(glob: string, separator: string): RegExp {
  if (glob.startsWith('~')) return new RegExp(glob.slice(1));
  const sep = escapeRegExp(separator);
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index];
    if (char === '*' && glob[index + 1] === '*') {
      source += '.*';
      index += 1;
    } else if (char === '*') {
      source += `[^${sep}]*`;
    } else {
      source += escapeRegExp(char);
    }
  }
  return new RegExp(`^${source}$`);
}

export function pointerMatcher(globs: readonly string[]): PointerMatcher {
  const patterns = globs.map((glob) => globToRegExp(glob, '/'));
  return (pointer) => patterns.some((pattern) => pattern.test(pointer));
}
