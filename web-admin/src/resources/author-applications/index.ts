import HowToRegIcon from '@mui/icons-material/HowToReg';
import { AuthorApplicationList } from './list.tsx';
import { AuthorApplicationShow } from './show.tsx';

export default { list: AuthorApplicationList, show: AuthorApplicationShow, icon: HowToRegIcon };
