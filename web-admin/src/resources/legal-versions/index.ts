import GavelIcon from '@mui/icons-material/Gavel';
import { LegalVersionCreate } from './create.tsx';
import { LegalVersionList } from './list.tsx';
import { LegalVersionShow } from './show.tsx';

export default {
  list: LegalVersionList,
  show: LegalVersionShow,
  create: LegalVersionCreate,
  icon: GavelIcon,
};
