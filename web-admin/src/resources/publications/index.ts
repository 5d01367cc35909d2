import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import { PublicationList } from './list.tsx';
import { PublicationShow } from './show.tsx';

export default { list: PublicationList, show: PublicationShow, icon: CollectionsBookmarkIcon };
