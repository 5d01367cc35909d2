import { ArticleBody, type ArticleBodyProps, type MediaSource } from '@afrimedia/article-renderer';
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';

type Body = ArticleBodyProps['body'];

interface MediaFile {
  url: string;
  kind: 'image' | 'video' | 'audio';
}

/**
 * An article's body through the platform's one renderer, as readers see it. Files are shown when the record
 * names their address in `media`; otherwise the renderer leaves them out.
 */
export function BodyField({ source }: { source: 'body' }) {
  const record = useRecordContext<{ id: string; body?: Body; media?: Record<string, MediaFile> }>();
  const body = record?.[source];
  if (!Array.isArray(body)) return null;
  const media = (uploadId: string, kind: MediaFile['kind']): MediaSource | undefined => {
    const file = record?.media && Object.hasOwn(record.media, uploadId) ? record.media[uploadId] : undefined;
    return file && file.kind === kind ? { src: file.url } : undefined;
  };
  return (
    <Box sx={{ maxWidth: '45rem', '& img, & video': { maxWidth: '100%' } }}>
      <ArticleBody body={body} media={media} />
    </Box>
  );
}
