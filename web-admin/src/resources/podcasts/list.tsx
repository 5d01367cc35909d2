import { ContentList } from '../../contents/ContentList.tsx';

export const PodcastList = ContentList;
