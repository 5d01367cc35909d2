import { ContentShow } from '../../contents/ContentShow.tsx';

export const PodcastShow = ContentShow;
