import FlagIcon from '@mui/icons-material/Flag';
import { ReportList } from './list.tsx';
import { ReportShow } from './show.tsx';

export default { list: ReportList, show: ReportShow, icon: FlagIcon };
