import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { VideoList } from './list.tsx';
import { VideoShow } from './show.tsx';

export default { list: VideoList, show: VideoShow, icon: VideoLibraryIcon };
