import { ContentList } from '../../contents/ContentList.tsx';

export const ArticleList = ContentList;
