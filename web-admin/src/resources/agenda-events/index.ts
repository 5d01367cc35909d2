import EventIcon from '@mui/icons-material/Event';
import { AgendaEventCreate } from './create.tsx';
import { AgendaEventEdit } from './edit.tsx';
import { AgendaEventList } from './list.tsx';

export default { list: AgendaEventList, edit: AgendaEventEdit, create: AgendaEventCreate, icon: EventIcon };
