import { ContentShow } from '../../contents/ContentShow.tsx';

export const VideoShow = ContentShow;
