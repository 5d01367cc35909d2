import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { PublicationApplicationList } from './list.tsx';
import { PublicationApplicationShow } from './show.tsx';

export default {
  list: PublicationApplicationList,
  show: PublicationApplicationShow,
  icon: LibraryBooksIcon,
};
