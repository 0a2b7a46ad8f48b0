const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** 'Nov 29, 2026, 5:00 PM' in the visitor's time zone. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** '$250' (budgets are whole US dollars). */
export const formatMoney = (amount: number): string => money.format(amount);
