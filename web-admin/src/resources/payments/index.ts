import PaymentsIcon from '@mui/icons-material/Payments';
import { PaymentList } from './list.tsx';

export default { list: PaymentList, icon: PaymentsIcon };
