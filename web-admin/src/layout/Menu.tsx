import SettingsIcon from '@mui/icons-material/Settings';
import { Menu as RaMenu } from 'react-admin';

/** The dashboard, every resource with a list, and the site's one configuration record. */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItems />
      <RaMenu.Item
        to="/configuration/site"
        primaryText="afrimedia.menu.configuration"
        leftIcon={<SettingsIcon />}
      />
    </RaMenu>
  );
}
