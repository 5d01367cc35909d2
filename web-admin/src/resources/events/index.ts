import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { EventList } from './list.tsx';
import { EventShow } from './show.tsx';

export default { list: EventList, show: EventShow, icon: ReceiptLongIcon };
