import SettingsIcon from '@mui/icons-material/Settings';
import { ConfigurationEdit } from './edit.tsx';

export default { edit: ConfigurationEdit, icon: SettingsIcon };
