// Spec 3 §3: the budget is stored as the band's lower bound; anything else is 'Not specified'.
const budgetLabels: Record<string, string> = {
  '0': 'Under $5,000',
  '5000': '$5,000 - $10,000',
  '10000': '$10,000 - $25,000',
  '25000': '$25,000 - $50,000',
  '50000': 'Above $50,000',
};

export const budgetLabel = (budget: number | string | null | undefined): string =>
  (budget != null && budget !== '' && budgetLabels[String(budget)]) || 'Not specified';
