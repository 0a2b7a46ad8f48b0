export { QuoteBreakdown, defaultQuoteBreakdownLabels, quoteViewers } from './QuoteBreakdown';
export type { QuoteBreakdownLabels, QuoteBreakdownProps, QuoteViewer } from './QuoteBreakdown';
export { computeQuote, formatPercentage } from './quote';
export type { QuoteAmounts, QuoteData, QuoteLine } from './quote';
