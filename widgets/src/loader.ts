// Entry of widgets.js, the one script partners paste: registers every widget. Loaded async, it only
// defines custom elements; the browser upgrades elements already on the page and any added later.
import cardCss from './catalog/product-card.css?inline';
import { formsCss } from './forms/styles';
import { defineWidget, rememberBundleOrigin } from './runtime';
import { BookingFormWidget, bookingFormAttributes } from './widgets/booking-form/BookingFormWidget';
import { ContactFormWidget, contactFormAttributes } from './widgets/contact-form/ContactFormWidget';
import { ProductCardWidget, productCardAttributes } from './widgets/product-card/ProductCardWidget';
import productCardWidgetCss from './widgets/product-card/product-card-widget.css?inline';
import { ShopInfo, shopInfoAttributes } from './widgets/shop-info/ShopInfo';
import shopInfoCss from './widgets/shop-info/shop-info.css?inline';

rememberBundleOrigin(document.currentScript);

defineWidget('gem-product-card', ProductCardWidget, productCardAttributes, cardCss + formsCss + productCardWidgetCss);
defineWidget('gem-booking-form', BookingFormWidget, bookingFormAttributes, formsCss);
defineWidget('gem-contact-form', ContactFormWidget, contactFormAttributes, formsCss);
defineWidget('gem-shop-info', ShopInfo, shopInfoAttributes, shopInfoCss);
