import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import { AuthorList } from './list.tsx';
import { AuthorShow } from './show.tsx';

export default { list: AuthorList, show: AuthorShow, icon: HistoryEduIcon };
