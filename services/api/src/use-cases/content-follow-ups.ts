import {
  contentDecider,
  contentStream,
  reject,
  SYSTEM_ACTOR,
  type ContentCommand,
  type ContentKind,
  type ImageRef,
} from '@afrimedia/domain';
import type { CommandInput } from '@afrimedia/event-store';
import { isValidated, publicationById } from '../commands/stream-facts.ts';
import { chooseHeadline } from './choose-headline.ts';
import type { Actor, CommandPorts } from './ports.ts';

/** A video's or podcast's file as the platform took it in. */
export interface ContentMedia {
  readonly uploadId?: string;
  readonly sourceUrl: string;
  readonly sizeBytes: number;
  readonly durationSeconds?: number;
  /** Files made already encoded (the demo's, test fixtures'): marked encoded at once, as the encoder would. */
  readonly encoded?: {
    readonly streamUrl: string;
    readonly posterUrl?: string;
    readonly dataSaverUrl?: string;
  };
}

/** What a save may ask for besides the form. */
export interface ContentActions {
  /** save: keep as a draft; submit: publish (or wait for the publication's validation); schedule: at `publishAt`. */
  readonly action: 'save' | 'submit' | 'schedule';
  readonly publishAt?: string | undefined;
  readonly archive?: boolean;
  /** Make it the author's headline (true) or take the headline away (false). */
  readonly headline?: boolean | undefined;
}

/** The media a form's upload becomes: of this content, under this id. */
export interface MediaTarget {
  readonly contentId: string;
  readonly mediaId: string;
  readonly kind: ContentKind;
}

/**
 * Where a form's uploads come from: asked once the content's id is known, before anything is written, so a form
 * naming an unknown, foreign or unfit upload is refused with nothing appended.
 */
export interface ContentUploads {
  readonly cover: () => Promise<ImageRef | undefined>;
  readonly media: (target: MediaTarget) => Promise<ContentMedia | undefined>;
}

/** The content a save acts on, as its stream tells. */
export interface SavedContent {
  readonly contentId: string;
  readonly ownerId: string;
  readonly publicationId: string;
}

/** A schedule without its date is refused before anything is written. */
export function checkActions(actions: ContentActions): void {
  if (actions.action === 'schedule' && !actions.publishAt) throw reject('FIELDS_REQUIRED', 'publish_at');
}

/**
 * What follows the save of a content's form, in this order: its new media (the encoder takes it from there,
 * unless it came encoded), then submission or schedule, archiving and the headline. Each is a command of its own
 * on the content's stream (the headline also on the author's); a retry with the same idempotency key replays the
 * ones appended and runs the rest.
 */
export async function followUpSave(
  ports: CommandPorts,
  actor: Actor,
  content: SavedContent,
  media: (ContentMedia & { readonly mediaId: string }) | undefined,
  actions: ContentActions,
): Promise<void> {
  const { contentId } = content;
  const onContent = (command: CommandInput<ContentCommand>, actorId = actor.userId) =>
    ports.commands.run({ stream: contentStream(contentId), decider: contentDecider, actorId, command });
  const actorIsAdmin = actor.isAdmin;
  if (media) {
    const { mediaId, uploadId, sourceUrl, sizeBytes, durationSeconds, encoded } = media;
    await onContent({
      type: 'UploadMedia',
      data: {
        contentId,
        mediaId,
        ...(uploadId === undefined ? {} : { uploadId }),
        sourceUrl,
        sizeBytes,
        ...(durationSeconds === undefined ? {} : { durationSeconds }),
        actorIsAdmin,
      },
    });
    if (encoded)
      await onContent(
        { type: 'CompleteMediaEncoding', data: { contentId, mediaId, ...encoded } },
        SYSTEM_ACTOR,
      );
  }
  if (actions.action === 'submit') {
    const publication = await publicationById(ports.store, content.publicationId);
    await onContent({
      type: 'SubmitContent',
      data: {
        contentId,
        publicationValidated: !!publication && isValidated(publication.state),
        actorIsAdmin,
      },
    });
  }
  if (actions.action === 'schedule' && actions.publishAt) {
    await onContent({
      type: 'ScheduleContent',
      data: { contentId, publishAt: actions.publishAt, actorIsAdmin },
    });
  }
  if (actions.archive) await onContent({ type: 'ArchiveContent', data: { contentId, actorIsAdmin } });
  if (actions.headline !== undefined) {
    await chooseHeadline(ports.commands, {
      actor,
      contentId,
      authorId: content.ownerId,
      headline: actions.headline,
    });
  }
}
