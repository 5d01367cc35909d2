import { useT } from '../../../i18n/use-t.ts';

/** The four figures the studio counts, in the order the totals, the chart and the table all show them. */
export const FIGURES = ['views', 'likes', 'shares', 'audience'] as const;
export type Figure = (typeof FIGURES)[number];

/** Each figure's name in the reader's language. */
export function useFigureLabels(): Readonly<Record<Figure, string>> {
  const t = useT();
  return {
    views: t('studioMedia.stats.views'),
    likes: t('studioMedia.stats.likes'),
    shares: t('studioMedia.stats.shares'),
    audience: t('studioMedia.stats.audience'),
  };
}
