/** Why a reader reports a content; the platform team reads the reason in the report's comment. */
export const REPORT_REASONS = [
  'inappropriate',
  'violence',
  'hate',
  'misinformation',
  'spam',
  'copyright',
  'other',
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

export const isReportReason = (value: unknown): value is ReportReason =>
  typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value);

/** Leaves room in the API's 5,000-character comment for the reason line above the details. */
export const REPORT_DETAILS_MAX = 4_800;

/**
 * The comment the API stores: the reason on its own line, then what the reader added. The reason line alone is
 * longer than the API's 10-character minimum, so the details can stay optional.
 */
export const reportComment = (reason: ReportReason, details: string) =>
  [`Reason: ${reason}`, details.trim()].filter(Boolean).join('\n');
