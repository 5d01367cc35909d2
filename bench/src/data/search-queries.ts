import { ARTICLE_LANGUAGES, VOCABULARY } from './vocabulary.ts';

/**
 * What readers type into search, in the four languages: the everyday words most articles hold (the costly
 * queries), rarer words, two-word queries and a misspelt word (typos are forgiven by trigram matching).
 */
export function searchQueries(): string[] {
  return ARTICLE_LANGUAGES.flatMap((language) => {
    const { common, rare } = VOCABULARY[language];
    return [
      common[0]!,
      common[1]!,
      rare[0]!,
      rare[5]!,
      `${common[2]} ${rare[3]}`,
      `${rare[7]} ${rare[9]}`,
      `${rare[11]!.slice(0, -1)}`,
    ];
  });
}
