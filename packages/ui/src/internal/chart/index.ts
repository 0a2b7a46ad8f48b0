// Internal: the frame and axis arithmetic of the SVG charts (EarningsChart, VisibilityChart).
export { ChartFigure } from './ChartFigure';
export type { ChartDatum, ChartFigureProps, ChartGeometry } from './ChartFigure';
export { bandAt, bandCenter, chartHeight, labelEvery, niceStep, niceTicks, plotArea, yOf } from './scale';
export type { PlotArea } from './scale';
