import { PAGE_SIZE, pageNumber } from './paging.ts';
import { sortFrom, type Direction, type Order } from './sorting.ts';
import { isTopic, type Topic } from '@afrimedia/domain/topics';
import { isMaturityRating, type MaturityRating } from '@afrimedia/domain/maturity';

export const SEARCH_TYPES = ['article', 'video', 'podcast', 'playlist'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The API's search limits (spec §7 call table): longer text is cut rather than refused. */
const FILTER_MAX = 200;
const REGION_MAX = 100;

export interface SearchQuery {
  readonly filter?: string;
  /** Lower-case ISO 3166 alpha-2, as the API keeps countries. */
  readonly country?: string;
  readonly region?: string;
  /** This search's age filter; without it, the one the device keeps (spec §5). */
  readonly age?: MaturityRating;
  readonly theme?: Topic;
  readonly type?: SearchType;
  readonly orderBy?: Order;
  readonly direction: Direction;
  readonly page: number;
  readonly page_size: number;
}

const text = (value: string | null, max: number) => value?.trim().slice(0, max) || undefined;

/**
 * The search screen's address as the API's search query. Empty fields are left out, values the API would refuse
 * are dropped (the reader sees the widest search rather than an error), and alphabetical order is ascending
 * whatever was asked (spec §7).
 */
export function searchQuery(params: URLSearchParams): SearchQuery {
  const filter = text(params.get('filter'), FILTER_MAX);
  const region = text(params.get('region'), REGION_MAX);
  const country = params.get('country')?.trim().toLowerCase();
  const age = params.get('age');
  const theme = params.get('theme');
  const type = params.get('type');
  return {
    ...(filter ? { filter } : {}),
    ...(country && /^[a-z]{2}$/.test(country) ? { country } : {}),
    ...(region ? { region } : {}),
    ...(isMaturityRating(age) ? { age } : {}),
    ...(isTopic(theme) ? { theme } : {}),
    ...((SEARCH_TYPES as readonly (string | null)[]).includes(type) ? { type: type as SearchType } : {}),
    ...sortFrom(params, 'orderBy', 'direction'),
    page: pageNumber(params.get('page')),
    page_size: PAGE_SIZE,
  };
}
