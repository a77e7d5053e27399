/** The commitments the legal pages state (docs/product.md › Public pages: screens; Public pages: limits). */
export const LEGAL_FACTS = {
  /** Personal data retention. */
  retentionYears: 16,
  /** Longest time to answer a complaint. */
  complaintAnswerDays: 2,
  /** Withdrawal period. */
  withdrawalDays: 14,
  /** Longest time to remove reported content. */
  reportedContentRemovalHours: 24,
} as const;
