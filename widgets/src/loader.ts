// Entry of widgets.js, the one script partners paste: registers every widget.
import { defineWidget, rememberBundleOrigin } from './runtime';
import { ShopInfo, shopInfoAttributes } from './widgets/shop-info/ShopInfo';
import shopInfoCss from './widgets/shop-info/shop-info.css?inline';

rememberBundleOrigin(document.currentScript);

defineWidget('gem-shop-info', ShopInfo, shopInfoAttributes, shopInfoCss);
