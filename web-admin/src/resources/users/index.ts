import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './list.tsx';
import { UserShow } from './show.tsx';

export default { list: UserList, show: UserShow, icon: PeopleIcon };
