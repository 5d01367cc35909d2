import EuroIcon from '@mui/icons-material/Euro';
import { PlanPriceEdit } from './edit.tsx';
import { PlanPriceList } from './list.tsx';

export default { list: PlanPriceList, edit: PlanPriceEdit, icon: EuroIcon };
