import type { ReactNode } from 'react';
import type { ArticleBody as Body, BodyBlock, BodyInline, BodyText } from '@afrimedia/domain';
import { isSafeUrl } from '@afrimedia/domain/safe-url';

/** Where an upload is served from: the web app knows its renditions (poster, smaller images, data saver). */
export interface MediaSource {
  src: string;
  /** Images: candidate widths for `srcset`. */
  srcSet?: string;
  poster?: string;
  type?: string;
}

export interface ArticleBodyProps {
  body: Body;
  media: (uploadId: string, kind: 'image' | 'video' | 'audio') => MediaSource | undefined;
  /** Data saver: media show as links, nothing loads until the reader asks. */
  lite?: boolean;
  /** Accessible label of a media the reader may open, e.g. "Play the video". */
  labels?: { video: string; audio: string };
}

/**
 * The only way an article body reaches a page. Every node becomes a React element, so text is escaped by React;
 * no raw HTML is ever set. The link check repeats the schema's on purpose, with the same rule: a body from an older event or another
 * client is rendered as safely as one the API just validated.
 */
export function ArticleBody({ body, media, lite = false, labels }: ArticleBodyProps) {
  return (
    <div className="article-body">
      {body.map((block, index) => (
        <Block key={index} block={block} media={media} lite={lite} labels={labels} />
      ))}
    </div>
  );
}

function Block({
  block,
  media,
  lite,
  labels,
}: {
  block: BodyBlock;
  media: ArticleBodyProps['media'];
  lite: boolean;
  labels: ArticleBodyProps['labels'];
}) {
  // A block without its own direction follows its first strong letter, not the page's: a French paragraph of an
  // article stays left to right for a reader of the Arabic interface.
  const dir = block.dir ?? 'auto';
  switch (block.type) {
    case 'paragraph':
      return <p dir={dir}>{inlines(block.children)}</p>;
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading dir={dir}>{inlines(block.children)}</Heading>;
    }
    case 'block-quote':
      return <blockquote dir={dir}>{inlines(block.children)}</blockquote>;
    case 'bulleted-list':
    case 'numbered-list': {
      const List = block.type === 'bulleted-list' ? 'ul' : 'ol';
      return (
        <List dir={dir}>
          {block.children.map((item, index) => (
            <li key={index}>{inlines(item.children)}</li>
          ))}
        </List>
      );
    }
    case 'image': {
      const source = media(block.uploadId, 'image');
      if (!source) return null;
      return (
        <figure dir={dir}>
          <img src={source.src} srcSet={source.srcSet} alt={block.alt} loading="lazy" decoding="async" />
        </figure>
      );
    }
    case 'video':
    case 'audio': {
      const source = media(block.uploadId, block.type);
      if (!source) return null;
      const label = labels?.[block.type];
      if (lite)
        return (
          <p dir={dir}>
            <a href={source.src}>{label ?? source.src}</a>
          </p>
        );
      return block.type === 'video' ? (
        <figure dir={dir}>
          <video controls preload="none" poster={source.poster} aria-label={label}>
            <source src={source.src} type={source.type} />
          </video>
        </figure>
      ) : (
        <figure dir={dir}>
          <audio controls preload="none" aria-label={label}>
            <source src={source.src} type={source.type} />
          </audio>
        </figure>
      );
    }
  }
}

function inlines(children: readonly BodyInline[]): ReactNode[] {
  return children.map((child, index) =>
    'type' in child ? (
      isSafeUrl(child.url) ? (
        <a key={index} href={child.url} rel="noopener noreferrer nofollow ugc">
          {child.children.map((text, textIndex) => (
            <Marked key={textIndex} text={text} />
          ))}
        </a>
      ) : (
        child.children.map((text, textIndex) => <Marked key={`${index}-${textIndex}`} text={text} />)
      )
    ) : (
      <Marked key={index} text={child} />
    ),
  );
}

function Marked({ text }: { text: BodyText }) {
  let node: ReactNode = text.text;
  if (text.code) node = <code>{node}</code>;
  if (text.bold) node = <strong>{node}</strong>;
  if (text.italic) node = <em>{node}</em>;
  if (text.underline) node = <u>{node}</u>;
  return <>{node}</>;
}
