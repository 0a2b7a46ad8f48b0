import type { Provider, Sample } from '@vo/sdk';

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The sample a result card plays: among the playable ones, the one whose name and tags share most
 * words with the search's text, else the voice actor's first (their own order).
 */
export function bestSample(provider: Provider, text: string): Sample | undefined {
  const playable = (provider.samples ?? []).filter((sample) => sample.is_valid && sample.type === 'audio');
  const wanted = new Set(wordsOf(text));
  let best = playable[0];
  let bestScore = 0;
  for (const sample of playable) {
    const words = new Set([...wordsOf(sample.name), ...(sample.tags ?? []).flatMap(wordsOf)]);
    const score = [...wanted].filter((word) => words.has(word)).length;
    if (score > bestScore) {
      best = sample;
      bestScore = score;
    }
  }
  return best;
}
