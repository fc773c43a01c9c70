import { HomeContentPage } from '../homeContent/HomeContentPage';
import { featuredImageScreen } from './featuredImageScreen';

const FeaturedImageList = () => <HomeContentPage screen={featuredImageScreen} />;

// Default export for React.lazy.
export default FeaturedImageList;
