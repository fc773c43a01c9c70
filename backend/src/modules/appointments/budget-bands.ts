/**
 * The booking form's budget bands (spec 1 §9, spec 3 §3), stored as the band's lower bound in
 * dollars (decisions.md "Leads"). The one list the server validates against and writes into e-mails;
 * the API document names the labels (BudgetBandLabel), and the site's list is checked against them.
 */
export const BUDGET_BANDS = [
  { value: 0, label: 'Under $5,000' },
  { value: 5000, label: '$5,000 - $10,000' },
  { value: 10000, label: '$10,000 - $25,000' },
  { value: 25000, label: '$25,000 - $50,000' },
  { value: 50000, label: 'Above $50,000' },
] as const;

export const BUDGETS = BUDGET_BANDS.map((band) => band.value);

export const BUDGET_NOT_SPECIFIED = 'Not specified';

/** Every label a budget can show: the bands' and 'Not specified'. */
export const BUDGET_LABELS = [...BUDGET_BANDS.map((band) => band.label), BUDGET_NOT_SPECIFIED];

/** The band's label; no budget, or a value that is no band's lower bound, is 'Not specified'. */
export function budgetLabel(budget: number | null | undefined): string {
  return BUDGET_BANDS.find((band) => band.value === budget)?.label ?? BUDGET_NOT_SPECIFIED;
}
