import { decideByType, type Command, type Decider, type Decision } from '../core/decider.ts';
import { reject, type DomainError } from '../core/domain-error.ts';
import { checkAdmin } from '../rules/ownership.ts';
import { isSafeUrl } from '../rules/safe-url.ts';
import { checkUploadUse, type UploadedFile } from '../rules/uploads.ts';
import {
  evolveAdBreak,
  initialAdBreakState,
  type AdBreakEvent,
  type AdBreakKind,
  type AdBreakState,
} from './ad-breaks.ts';

/** The platform team publishes a house ad playing the uploaded file `media` before media of `mediaKind`. */
export type PublishAdBreak = Command<
  'PublishAdBreak',
  {
    adId: string;
    title: string;
    mediaKind: AdBreakKind;
    media: UploadedFile;
    link?: string;
    actorIsAdmin: boolean;
  }
>;
export type WithdrawAdBreak = Command<'WithdrawAdBreak', { adId: string; actorIsAdmin: boolean }>;
export type AdBreakCommand = PublishAdBreak | WithdrawAdBreak;

const MARKUP = /<\/?[A-Za-z!?][^>]*>/;

function checkTitle(title: string): DomainError | undefined {
  if (title.trim() === '') return reject('NAME_REQUIRED', 'title');
  return MARKUP.test(title) ? reject('PLAIN_TEXT_ONLY', 'title') : undefined;
}

/**
 * An ad opens a web page: an http or https address, or a page of this site by its path (`/profile?t=1`), nothing
 * a browser would run.
 */
function checkLink(link: string | undefined): DomainError | undefined {
  if (link === undefined) return undefined;
  const sitePath = /^\/(?![/\\])[^\s\p{Cc}<>"]*$/u.test(link);
  return sitePath || (/^https?:\/\//i.test(link) && isSafeUrl(link))
    ? undefined
    : reject('UNSAFE_LINK', 'link');
}

function publish(command: PublishAdBreak, state: AdBreakState): Decision<AdBreakEvent> {
  const { adId, title, mediaKind, media, link, actorIsAdmin } = command.data;
  const refusal =
    checkAdmin(actorIsAdmin) ??
    (state.status === 'none' ? undefined : reject('ALREADY_EXISTS')) ??
    checkTitle(title) ??
    checkLink(link) ??
    checkUploadUse(media, mediaKind, 'media', { actorId: command.metadata.actorId, actorIsAdmin });
  if (refusal) return refusal;
  const { uploadId, url, sizeBytes, durationSeconds } = media;
  return [
    {
      type: 'AdBreakPublished',
      data: {
        adId,
        title: title.trim(),
        mediaKind,
        media: { uploadId, url, sizeBytes, ...(durationSeconds === undefined ? {} : { durationSeconds }) },
        ...(link === undefined ? {} : { link }),
        publishedAt: command.metadata.now,
      },
    },
  ];
}

function withdraw(command: WithdrawAdBreak, state: AdBreakState): Decision<AdBreakEvent> {
  const notAdmin = checkAdmin(command.data.actorIsAdmin);
  if (notAdmin) return notAdmin;
  if (state.status === 'none') return reject('NOT_FOUND');
  // Withdrawn already: asking again changes nothing.
  if (state.status === 'withdrawn') return [];
  return [{ type: 'AdBreakWithdrawn', data: { adId: state.adId, withdrawnAt: command.metadata.now } }];
}

export const decideAdBreak = decideByType<AdBreakCommand, AdBreakState, AdBreakEvent>({
  PublishAdBreak: publish,
  WithdrawAdBreak: withdraw,
});

export const adBreakDecider: Decider<AdBreakState, AdBreakCommand, AdBreakEvent> = {
  initialState: initialAdBreakState,
  evolve: evolveAdBreak,
  decide: decideAdBreak,
};
