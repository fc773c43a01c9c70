export { defineWidget, type WidgetProps } from './define-widget';
export { rememberBundleOrigin } from './api-base';
export { emit } from './emit';
