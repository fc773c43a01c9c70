import { HomeContentPage } from '../homeContent/HomeContentPage';
import { shopCategoryScreen } from './shopCategoryScreen';

const ShopCategoryList = () => <HomeContentPage screen={shopCategoryScreen} />;

// Default export for React.lazy.
export default ShopCategoryList;
