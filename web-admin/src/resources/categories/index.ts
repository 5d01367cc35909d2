import CategoryIcon from '@mui/icons-material/Category';
import { CategoryList } from './list.tsx';

export default { list: CategoryList, icon: CategoryIcon };
