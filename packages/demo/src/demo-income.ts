/**
 * What the demo pays authors, and the paid reads and clicks that give one of them income to see on /stats: a rate
 * card in integer micro-euros (€0.0125 a read, €0.004 a click), four readers who each stay on four of the author's
 * contents long enough to be paid, and the demo reader who opens three of them from a list. 16 reads and 3 clicks
 * make 212,000 micro-euros: 21 cents paid, 2,000 micro-euros carried into the next period.
 */
export const demoIncome = {
  rateCardId: 'demo-rate-card',
  microEurosPerRead: 12_500,
  microEurosPerClick: 4_000,
  author: 'awa',
  /** The demo reader (`reader`) and three other authors, reading as readers do. */
  readers: ['reader', 'chidi', 'amina', 'lucia'],
  contentsRead: 4,
  contentsClicked: 3,
  /** How long each read stays on screen: over the 30 seconds a paid read needs. */
  seconds: 45,
  /**
   * Reads the platform team finds refused in the console: the author reading her first content, and the demo
   * reader reading it again the same day.
   */
  refusedReads: ['own-content', 'already-today'],
} as const;
