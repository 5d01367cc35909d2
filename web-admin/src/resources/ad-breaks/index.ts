import CampaignIcon from '@mui/icons-material/Campaign';
import { AdBreakCreate } from './create.tsx';
import { AdBreakList } from './list.tsx';
import { AdBreakShow } from './show.tsx';

export default {
  list: AdBreakList,
  show: AdBreakShow,
  create: AdBreakCreate,
  icon: CampaignIcon,
};
