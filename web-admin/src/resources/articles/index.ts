import ArticleIcon from '@mui/icons-material/Article';
import { ArticleList } from './list.tsx';
import { ArticleShow } from './show.tsx';

export default { list: ArticleList, show: ArticleShow, icon: ArticleIcon };
