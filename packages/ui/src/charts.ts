// The chart entry (`@vo/ui/charts`): earnings, visibility and the decile scale, drawn in SVG with
// no chart library. Kept apart from the main entry so the app can load it with a dynamic import
// on the pages that show a chart.
export * from './marketplace/EarningsChart';
export * from './marketplace/VisibilityChart';
export * from './marketplace/DecileScale';
export * from './marketplace/OutcomeBars';
