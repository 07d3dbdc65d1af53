// damerau-levenshtein ships no types; the part of its API server/search/typos.ts uses.
declare module 'damerau-levenshtein' {
  export default function distance(
    a: string,
    b: string,
  ): { steps: number; relative: number; similarity: number };
}
