import { catalogues } from '../translate.ts';
import { LANGUAGES, type Language } from '../languages.ts';
import { en as apiEnglish } from '../messages/en.ts';
import { auth } from './auth.ts';
import { content } from './content.ts';
import { events } from './events.ts';
import { favs } from './favs.ts';
import { home } from './home.ts';
import { info } from './info.ts';
import { layout } from './layout.ts';
import { listings } from './listings.ts';
import { offline } from './offline.ts';
import { profile } from './profile.ts';
import { profiles } from './profiles.ts';
import { search } from './search.ts';
import { studioApply } from './studio-apply.ts';
import { studioEditor } from './studio-editor.ts';
import { studioIncome } from './studio-income.ts';
import { studioMedia } from './studio-media.ts';

export { defineCatalogue } from './define.ts';

/** Each feature of the reader app owns one catalogue; its keys start with the feature's name (layout: any). */
export const webFeatures = {
  layout,
  home,
  content,
  listings,
  search,
  events,
  auth,
  profile,
  profiles,
  info,
  favs,
  offline,
  studioApply,
  studioEditor,
  studioMedia,
  studioIncome,
};

type Features = typeof webFeatures;
type KeysOf<Feature extends keyof Features> = keyof Features[Feature]['en'] & string;
type ErrorId = Extract<keyof typeof apiEnglish, `error.${string}`>;

/** Every id the reader app may show: its own texts and the API's error messages (toasts translate codes). */
export type WebMessageId = { [Feature in keyof Features]: KeysOf<Feature> }[keyof Features] | ErrorId;

const errorIds = Object.keys(apiEnglish).filter((id): id is ErrorId => id.startsWith('error.'));

function collect(language: Language): Readonly<Record<WebMessageId, string>> {
  const messages: Record<string, string> = {};
  for (const feature of Object.values(webFeatures)) Object.assign(messages, feature[language]);
  const api = catalogues[language];
  for (const id of errorIds) messages[id] = api[id] ?? apiEnglish[id];
  return messages as Record<WebMessageId, string>;
}

/** The reader app's messages per language, ICU sources (the server compiles them before they reach a page). */
export const webMessages: Readonly<Record<Language, Readonly<Record<WebMessageId, string>>>> =
  Object.fromEntries(LANGUAGES.map((language) => [language, collect(language)])) as Record<
    Language,
    Record<WebMessageId, string>
  >;
