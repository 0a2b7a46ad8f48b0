// A screen story at a fixed day: the section 4 banners of a page read the clock, and many of their
// windows closed years ago, so their stories set the day they are seen on.
import type { ReactElement } from 'react';
import { ClockProvider, fixedClock } from '../features/hints';
import { storyApp } from './storyApp';

/**
 * A story's `render` that draws the app as seen at `iso` (the banners' date windows). Its arity is 0
 * (a rest parameter), like `storyAppAnnotations.render`: the docs never serialise the whole app.
 */
export const renderAt =
  (iso: string) =>
  (...[, context]: [unknown, Parameters<typeof storyApp>[0]]): ReactElement => (
    <ClockProvider clock={fixedClock(iso)}>{storyApp(context).element}</ClockProvider>
  );
