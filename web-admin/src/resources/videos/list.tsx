import { ContentList } from '../../contents/ContentList.tsx';

export const VideoList = ContentList;
