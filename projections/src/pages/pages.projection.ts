import { defineProjection } from '../runtime/define-projection.ts';
import { pagesAgenda } from './pages-agenda.ts';
import { pagesAuthors } from './pages-authors.ts';
import { pagesContents } from './pages-contents.ts';
import { pagesPublications } from './pages-publications.ts';
import { sitePages } from './site-pages.ts';

/** The reader app's pages: contents, publications, authors and the agenda, as the screens show them. */
export const pagesProjection = defineProjection(
  'pages',
  sitePages,
  pagesAgenda,
  pagesContents,
  pagesPublications,
  pagesAuthors,
);
