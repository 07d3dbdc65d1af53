import type { QueryPlan } from './query-plan.ts';
import { correctionsOf, type Vocabulary } from './typos.ts';

/**
 * A query that finds something, when `plan` found nothing: each word that matches nothing replaced by the
 * commonest close word (2 edits at most), or left out when none is close and another word is kept as typed; null
 * when no correction finds anything (`finds` asks the index).
 */
export async function didYouMean(
  plan: QueryPlan,
  vocab: Vocabulary,
  finds: (corrected: string) => Promise<boolean>,
): Promise<string | null> {
  const choices = plan.words.map((word) => {
    if (vocab.has(word.term)) return [vocab.get(word.term)!.word];
    const budget = word.term.length < 3 ? 0 : word.term.length < 5 ? 1 : 2;
    return correctionsOf(word.term, vocab, { budget, limit: 3 }).map((found) => vocab.get(found.term)!.word);
  });
  const attempts: string[][] = [[]];
  for (const options of choices) {
    const next: string[][] = [];
    for (const attempt of attempts)
      for (const option of options.length > 0 ? options : [null])
        next.push(option ? [...attempt, option] : attempt);
    attempts.splice(0, attempts.length, ...next.slice(0, 9));
  }
  const typed = plan.words.map((word) => word.word);
  for (const attempt of attempts) {
    const corrected = attempt.join(' ');
    if (attempt.length === 0 || corrected === typed.join(' ')) continue;
    // A word left out only beside one kept as typed: "zebra carpet" is not offered "carved".
    if (attempt.length < typed.length && !attempt.some((word) => typed.includes(word))) continue;
    if (await finds(corrected)) return corrected;
  }
  return null;
}
