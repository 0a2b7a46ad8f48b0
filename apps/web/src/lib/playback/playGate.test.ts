import { describe, expect, it } from 'vitest';
import { PLAYED_SAMPLES_KEY, PLAY_GATE, playedSamples, recordPlay } from './playGate';

function memory(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

const play = (storage: ReturnType<typeof memory>, samples: string[], gate: 3 | 5) =>
  samples.map((sample) => recordPlay(storage, sample, gate).kind);

describe('the anonymous play gate', () => {
  it('lets five samples play and refuses the sixth and every one after it (spec: 5)', () => {
    const storage = memory();
    expect(play(storage, ['a', 'b', 'c', 'd', 'e', 'f', 'g'], PLAY_GATE.default)).toEqual([
      'allowed',
      'allowed',
      'allowed',
      'allowed',
      'allowed',
      'gated',
      'gated',
    ]);
    // The refused sixth and seventh were not heard: the visit counts five.
    expect(playedSamples(storage)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(recordPlay(storage, 'h', PLAY_GATE.default)).toEqual({ kind: 'gated', played: 5 });
  });

  it('lets three samples play on a category page and refuses the fourth (spec: 3)', () => {
    const storage = memory();
    expect(play(storage, ['a', 'b', 'c'], PLAY_GATE.categoryPage)).toEqual(['allowed', 'allowed', 'allowed']);
    expect(recordPlay(storage, 'd', PLAY_GATE.categoryPage)).toEqual({ kind: 'gated', played: 3 });
  });

  it('counts a sample once: playing it again is not another sample', () => {
    const storage = memory();
    expect(play(storage, ['a', 'a', 'b', 'a', 'c', 'd', 'e'], PLAY_GATE.default)).toEqual(
      Array.from({ length: 7 }, () => 'allowed'),
    );
    expect(recordPlay(storage, 'f', PLAY_GATE.default)).toEqual({ kind: 'gated', played: 5 });
    // Once the limit was played, even a sample heard before is refused.
    expect(recordPlay(storage, 'a', PLAY_GATE.default)).toEqual({ kind: 'gated', played: 5 });
  });

  it('counts across pages of the visit: two plays on search leave one on a category page (3)', () => {
    const storage = memory();
    play(storage, ['a', 'b'], PLAY_GATE.default);
    expect(play(storage, ['c', 'd'], PLAY_GATE.categoryPage)).toEqual(['allowed', 'gated']);
  });

  it('states the samples really played: after four on search, a category page (3) refuses the next', () => {
    const storage = memory();
    play(storage, ['a', 'b', 'c', 'd'], PLAY_GATE.default);
    expect(recordPlay(storage, 'e', PLAY_GATE.categoryPage)).toEqual({ kind: 'gated', played: 4 });
  });

  it('treats a damaged or foreign entry as no plays', () => {
    expect(playedSamples(memory({ [PLAYED_SAMPLES_KEY]: '{not json' }))).toEqual([]);
    expect(playedSamples(memory({ [PLAYED_SAMPLES_KEY]: '{"a":1}' }))).toEqual([]);
    expect(playedSamples(memory({ [PLAYED_SAMPLES_KEY]: '["a",2,"b"]' }))).toEqual(['a', 'b']);
  });

  it('still plays when the storage refuses writes', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    expect(recordPlay(refusing, 'a', PLAY_GATE.default)).toEqual({ kind: 'allowed', played: 1 });
  });
});
