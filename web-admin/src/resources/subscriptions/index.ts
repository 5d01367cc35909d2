import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { SubscriptionList } from './list.tsx';

export default { list: SubscriptionList, icon: CardMembershipIcon };
