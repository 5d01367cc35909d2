import SyncIcon from '@mui/icons-material/Sync';
import { ProjectionList } from './list.tsx';

export default { list: ProjectionList, icon: SyncIcon };
