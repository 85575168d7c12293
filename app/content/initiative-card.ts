/**
 * The words every livelihood initiative card shows beside its own (the card's, the
 * same on every card; the initiatives themselves are the Livelihood page's document).
 */
export const initiativeCard = {
  beneficiaries: "Beneficiaries",
  successRate: "Success rate",
  support: "What we provide",
};
