import PodcastsIcon from '@mui/icons-material/Podcasts';
import { PodcastList } from './list.tsx';
import { PodcastShow } from './show.tsx';

export default { list: PodcastList, show: PodcastShow, icon: PodcastsIcon };
