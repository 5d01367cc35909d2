import ScheduleIcon from '@mui/icons-material/Schedule';
import { ScheduledContentList } from './list.tsx';

export default { list: ScheduledContentList, icon: ScheduleIcon };
