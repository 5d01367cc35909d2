import MailIcon from '@mui/icons-material/Mail';
import { ContactMessageList } from './list.tsx';
import { ContactMessageShow } from './show.tsx';

export default { list: ContactMessageList, show: ContactMessageShow, icon: MailIcon };
