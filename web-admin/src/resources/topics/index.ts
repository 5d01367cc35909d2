import LabelIcon from '@mui/icons-material/Label';
import { TopicList } from './list.tsx';

export default { list: TopicList, icon: LabelIcon };
