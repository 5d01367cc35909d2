import DescriptionIcon from '@mui/icons-material/Description';
import { SitePageEdit } from './edit.tsx';
import { SitePageList } from './list.tsx';

export default { list: SitePageList, edit: SitePageEdit, icon: DescriptionIcon };
