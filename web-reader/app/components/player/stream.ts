/**
 * The file a player loads: the small data-saver rendition when the reader saves data and the content has one,
 * else the full stream.
 */
export function streamOf(
  content: { stream_url: string | null; data_saver_url: string | null },
  lite: boolean,
): string | null {
  return lite ? (content.data_saver_url ?? content.stream_url) : content.stream_url;
}
